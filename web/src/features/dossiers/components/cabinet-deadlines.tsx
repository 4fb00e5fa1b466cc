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
import { useUndoDeadline } from '../api/undo-deadline';
import { deadlineDay, deadlineTime, deadlineWhen } from '../utils/deadline';
import { DeadlineDialog } from './deadline-dialog';
import { TaskProposalsDialog } from '../../tasks/components/task-proposals-dialog';
import { DeadlineFormDialog } from './deadline-form-dialog';

type Row = DeadlineItem & { jour: string; heure: string | null; etat: string };
/** An action on a deadline that asks first. */
type Confirmation = { kind: 'delete' | 'perform' | 'undo'; row: DeadlineItem };

/**
 * Spec 2.10: the cabinet deadlines tab of the Folder screen (/Folder?id=). The API's order (open
 * ones first by date, then realised ones), 5 a page, the next page fetched when reached; view,
 * edit, delete and Perform (all three only while open, delete and Perform once confirmed); add;
 * Perform shows the next deadlines it created or proposes, and why a computed date moved; adding a
 * deadline whose type has a task template proposes its tasks; its
 * performer may undo it ("Annuler") while the API says they may.
 */
export const CabinetDeadlines = () => {
  const { t } = useTranslation('dossiers');
  const language = currentLanguage();
  const id = useSearchParams()[0].get('id');
  const dossier = useDossier(id);
  const deadlines = useDeadlines(dossier.data?.id ?? null);
  const perform = usePerformDeadline();
  const remove = useDeleteDeadline();
  const undo = useUndoDeadline();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<DeadlineItem | null>(null);
  /** A deadline just added: the tasks its type proposes, until kept or dropped. */
  const [added, setAdded] = useState<{ idEcheanceDossier: string; idTypeEcheance: string } | null>(null);
  const [shown, setShown] = useState<DeadlineItem | PerformedDeadline | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  /** A Perform's answer, shown once its confirmation has closed. */
  const [performedNow, setPerformedNow] = useState<PerformedDeadline | null>(null);

  /** The list and the dossier's history (every change of a deadline is in it). */
  const refresh = () => {
    void deadlines.mutate();
    void dossier.mutate();
  };

  const confirmed: Record<Confirmation['kind'], (row: DeadlineItem) => Promise<void>> = {
    delete: async (row) => {
      await remove.trigger({ params: { id: row.idEcheanceDossier } });
      notifySuccess(t('deadlines.deleted'));
    },
    perform: async (row) => {
      const answer = await perform.trigger({ query: { id: row.idEcheanceDossier } });
      notifySuccess(t('deadlines.performed'));
      setPerformedNow(answer);
    },
    undo: async (row) => {
      const answer = await undo.trigger({ params: { id: row.idEcheanceDossier } });
      const counts = { removed: answer.enchaineesRetirees, kept: answer.enchaineesConservees };
      notifySuccess(counts.kept ? t('deadlines.undoneKept', counts) : t('deadlines.undone', counts));
    },
  };

  const handleConfirm = async () => {
    if (!confirming) return;
    const { kind, row } = confirming;
    try {
      await confirmed[kind](row);
    } catch (error) {
      if (kind === 'perform')
        toaster.create({ type: 'error', title: t('deadlines.performFailed'), description: errorMessage(error), closable: true });
      else notifyError(error);
    }
    setConfirming(null);
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
          { type: 'edit', onClick: setEditing, hidden: (row) => !open(row) },
          { type: 'delete', onClick: (row) => setConfirming({ kind: 'delete', row }), hidden: (row) => !open(row) },
          { type: 'perform', onClick: (row) => setConfirming({ kind: 'perform', row }), hidden: (row) => !open(row) },
          { type: 'undo', onClick: (row) => setConfirming({ kind: 'undo', row }), hidden: (row) => !row.annulable },
        ]}
      />
      {adding && dossier.data && (
        <DeadlineFormDialog
          dossierId={dossier.data.id}
          lawyerId={dossier.data.idUtilisateur}
          onClose={() => setAdding(false)}
          onSaved={refresh}
          onAdded={setAdded}
        />
      )}
      {added && dossier.data && (
        <TaskProposalsDialog
          dossierId={dossier.data.id}
          deadlineId={added.idEcheanceDossier}
          typeId={added.idTypeEcheance}
          onClose={() => setAdded(null)}
        />
      )}
      {editing && dossier.data && (
        <DeadlineFormDialog
          dossierId={dossier.data.id}
          lawyerId={dossier.data.idUtilisateur}
          deadline={editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      {shown && <DeadlineDialog deadline={shown} onClose={() => setShown(null)} onChained={handleChained} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`deadlines.${confirming.kind}Title`) : ''}
        message={
          confirming
            ? t(`deadlines.${confirming.kind}Text`, {
                label: confirming.row.typeEcheanceLabel,
                date: deadlineWhen(confirming.row.dateEcheance, language),
              })
            : ''
        }
        confirmLabel={confirming ? t(`deadlines.${confirming.kind}`) : ''}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(null)}
        pending={remove.isMutating || perform.isMutating || undo.isMutating}
        onExitComplete={() => {
          setShown(performedNow);
          setPerformedNow(null);
        }}
      />
    </Stack>
  );
};
