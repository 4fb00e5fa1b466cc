import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { useMeetings } from '../api/dashboard';
import { DashboardBlock } from './dashboard-block';

/** Spec 3's meeting row, as `meetings-for` answers it. */
type MeetingRow = { idRendezVous: string; date: string; heureDebut: string; heureFin: string; statut: string; title: string };

const asMeeting = (item: Record<string, unknown>): MeetingRow => ({
  idRendezVous: String(item.idRendezVous ?? ''),
  date: String(item.date ?? ''),
  heureDebut: String(item.heureDebut ?? '').slice(0, 5),
  heureFin: String(item.heureFin ?? '').slice(0, 5),
  statut: String(item.statut ?? ''),
  title: String(item.title ?? ''),
});

/**
 * 'Rendez-vous de la semaine': this week's meetings, the client as title. The appointment dialog
 * (view, and cancel with a reason: fixed defect 2) comes with the calendar feature, which adds
 * those actions here.
 */
export const MeetingsBlock = ({ userId }: { userId: string | null }) => {
  const { t } = useTranslation('dashboard');
  const meetings = useMeetings(userId);
  const columns: Column<MeetingRow>[] = [
    { key: 'date', header: t('columns.date'), type: 'date' },
    { key: 'heureDebut', header: t('columns.start'), type: 'time' },
    { key: 'heureFin', header: t('columns.end'), type: 'time' },
    { key: 'statut', header: t('columns.status') },
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
        rows={(meetings.data ?? []).map(asMeeting)}
        rowKey={(row) => row.idRendezVous}
        emptyText={t('empty.meetings')}
      />
    </DashboardBlock>
  );
};
