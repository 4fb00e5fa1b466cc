import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { useDeleteDeadline } from '../api/delete-deadline';
import { useDossier } from '../api/get-dossier';
import { useDeadlines, type DeadlineItem } from '../api/list-deadlines';
import { usePerformDeadline, type PerformedDeadline } from '../api/perform-deadline';
import { deadlineDay, deadlineTime, deadlineWhen } from '../utils/deadline';
import { DeadlineDialog } from './deadline-dialog';
import { DeadlineFormDialog } from './deadline-form-dialog';

type Row = DeadlineItem & { jour: string; heure: string | null; etat: string };

/**
 * Spec 2.10: the cabinet deadlines tab of the Folder screen (/Folder?id=). The API's order (open
 * ones first by date, then realised ones), 5 a page, the next page fetched when reached; view,
 * delete and Perform (both only while open); add; Perform shows the next deadlines it created or
 * proposes, and why a computed date moved.
 */
export const CabinetDeadlines = () => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const id = useSearchParams()[0].get('id');
  const dossier = useDossier(id);
  const deadlines = useDeadlines(dossier.data?.id ?? null);
  const perform = usePerformDeadline();
  const remove = useDeleteDeadline();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<DeadlineItem | PerformedDeadline | null>(null);
  const [deleting, setDeleting] = useState<DeadlineItem | null>(null);

  /** The list and the dossier's history (every change of a deadline is in it). */
  const refresh = () => {
    void deadlines.mutate();
    void dossier.mutate();
  };

  const handlePerform = async (row: DeadlineItem) => {
    try {
      const answer = await perform.trigger({ query: { id: row.idEcheanceDossier } });
      notifySuccess(t('deadlines.performed'));
      setShown(answer);
    } catch (error) {
      toaster.create({ type: 'error', title: t('deadlines.performFailed'), description: errorMessage(error), closable: true });
    }
    refresh();
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.idEcheanceDossier } });
      notifySuccess(t('deadlines.deleted'));
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
    refresh();
  };

  const handleChained = (answer: PerformedDeadline) => {
    setShown(answer);
    refresh();
  };

  const states = { open: t('deadlines.states.open'), overdue: t('deadlines.states.overdue'), done: t('deadlines.states.done') };
  const rows: Row[] = deadlines.items.map((d) => ({
    ...d,
    jour: deadlineDay(d.dateEcheance),
    heure: deadlineTime(d.dateEcheance),
    etat: d.dateRealisation ? states.done : d.enRetard ? states.overdue : states.open,
  }));
  const columns: Column<Row>[] = [
    { key: 'jour', header: t('deadlines.columns.date'), type: 'date' },
    { key: 'heure', header: t('deadlines.columns.time'), type: 'time', sortable: false },
    { key: 'typeEcheanceLabel', header: t('deadlines.columns.label') },
    { key: 'dateRealisation', header: t('deadlines.columns.realisation'), type: 'date' },
    { key: 'alerte', header: t('deadlines.columns.alert'), type: 'alerte' },
    { key: 'etat', header: t('deadlines.columns.state') },
  ];
  const open = (row: Row) => !row.dateRealisation;

  return (
    <Stack gap="3" data-testid="cabinet-deadlines">
      <HStack justify="flex-end">
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)} disabled={!dossier.data} data-testid="add-deadline">
          <LuPlus /> {t('deadlines.add')}
        </Button>
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        pageSize={5}
        rowKey={(row) => row.idEcheanceDossier}
        read={deadlines}
        loadingText={t('deadlines.loading')}
        emptyText={t('deadlines.empty')}
        hasMore={deadlines.hasMore}
        onLoadMore={deadlines.loadMore}
        actions={[
          { type: 'view', onClick: setShown },
          { type: 'delete', onClick: setDeleting, hidden: (row) => !open(row) },
          { type: 'perform', onClick: (row) => void handlePerform(row), hidden: (row) => !open(row) },
        ]}
      />
      {adding && dossier.data && (
        <DeadlineFormDialog
          dossierId={dossier.data.id}
          lawyerId={dossier.data.idUtilisateur}
          onClose={() => setAdding(false)}
          onAdded={refresh}
        />
      )}
      {shown && <DeadlineDialog deadline={shown} onClose={() => setShown(null)} onChained={handleChained} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deadlines.deleteTitle')}
        message={
          deleting
            ? t('deadlines.deleteText', { label: deleting.typeEcheanceLabel, date: deadlineWhen(deleting.dateEcheance, language) })
            : ''
        }
        confirmLabel={t('deadlines.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
        pending={remove.isMutating}
      />
    </Stack>
  );
};
