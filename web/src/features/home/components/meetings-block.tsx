import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { AppointmentDetailDialog } from '../../calendar/components/appointment-detail-dialog';
import { useDays, useMeetings, type MeetingRow } from '../api/dashboard';
import { DashboardBlock } from './dashboard-block';

type MeetingLine = MeetingRow & { statutLabel: string };

/**
 * 'Rendez-vous de la semaine': this week's pending and confirmed meetings, the client as title, the
 * status by its name in the reader's language (never its code, issue 29). View opens the appointment
 * dialog; delete opens it on the cancellation's reason (fixed defect 2).
 */
export const MeetingsBlock = ({ userId }: { userId: string | null }) => {
  const { t } = useTranslation(['dashboard', 'calendar']);
  const meetings = useMeetings(userId);
  const days = useDays(userId);
  const [open, setOpen] = useState<{ id: string; cancelling: boolean } | null>(null);
  const close = () => {
    setOpen(null);
    void meetings.mutate();
    void days.mutate();
  };
  const rows: MeetingLine[] = (meetings.data ?? []).map((row) => ({ ...row, statutLabel: t(`calendar:status.${row.statut}`) }));
  const columns: Column<MeetingLine>[] = [
    { key: 'date', header: t('columns.date'), type: 'date' },
    { key: 'heureDebut', header: t('columns.start'), type: 'time' },
    { key: 'heureFin', header: t('columns.end'), type: 'time' },
    { key: 'statutLabel', header: t('columns.status') },
    { key: 'title', header: t('columns.client') },
  ];
  return (
    <DashboardBlock
      title={t('blocks.meetings')}
      testId="block-meetings"
      onRefresh={() => void meetings.mutate()}
      refreshing={meetings.isValidating}
      error={meetings.error}
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.idRendezVous}
        read={meetings}
        emptyText={t('empty.meetings')}
        actions={[
          { type: 'view', onClick: (row) => setOpen({ id: row.idRendezVous, cancelling: false }) },
          { type: 'delete', onClick: (row) => setOpen({ id: row.idRendezVous, cancelling: true }) },
        ]}
      />
      {open && <AppointmentDetailDialog id={open.id} forClient={false} cancelling={open.cancelling} onClose={close} />}
    </DashboardBlock>
  );
};
