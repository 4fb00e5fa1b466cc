import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useAddTimeEntry, useDeleteTimeEntry, useTimeEntries, useUpdateTimeEntry, type TimeEntry } from '../api/fees';
import { formatDuration } from '../utils/amounts';
import { TimeEntryDialog, type TimeEntryValues } from './time-entry-dialog';
import { TimerButton } from './timer-button';
import { formatCentimes } from '../../../lib/format';

/**
 * A dossier's time entries: the totals of all of them (time, billable time, its value at the
 * agreement's rates), the entries newest day first, 10 a page, the timer, and the add, edit and
 * delete dialogs (edit and delete for its person or an administrator: the API's `modifiable`).
 */
export const TimeEntries = ({ dossierId }: { dossierId: string }) => {
  const { t } = useTranslation(['fees', 'translation']);
  const language = currentLanguage();
  const userId = useSession()?.userId ?? '';
  const entries = useTimeEntries(dossierId);
  const add = useAddTimeEntry();
  const update = useUpdateTimeEntry();
  const remove = useDeleteTimeEntry();
  const [editing, setEditing] = useState<TimeEntry | { minutes?: number } | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const totals = entries.pages.at(-1);
  const units = { hours: t('time.h'), minutes: t('time.min') };

  const saved = (message: string) => {
    notifySuccess(message);
    void entries.mutate();
  };
  const handleSubmit = async (values: TimeEntryValues) => {
    if (editing && 'id' in editing) {
      await update.trigger({ params: { id: editing.id }, body: { ...values, version: editing.version } });
      saved(t('time.updated'));
    } else {
      await add.trigger({ body: { idDossier: dossierId, ...values } });
      saved(t('time.added'));
    }
  };
  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.id } });
      saved(t('time.deleted'));
    } catch (error) {
      notifyError(error);
      void entries.mutate();
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column<TimeEntry>[] = [
    { key: 'date', header: t('time.date'), type: 'date' },
    { key: 'nom', header: t('time.person'), render: (entry) => <bdi>{entry.nom}</bdi> },
    { key: 'description', header: t('time.description'), render: (entry) => <bdi>{entry.description}</bdi> },
    { key: 'minutes', header: t('time.duration'), render: (entry) => formatDuration(entry.minutes, units) },
    { key: 'facturable', header: t('time.billable'), render: (entry) => t(entry.facturable ? 'time.yes' : 'time.no') },
  ];
  return (
    <Stack gap="3" data-testid="time-entries">
      <HStack justify="space-between" wrap="wrap">
        {totals ? (
          <Text fontWeight="semibold" data-testid="time-totals">
            <IsolatedSentence
              template={t('time.totals')}
              values={{
                total: formatDuration(totals.minutes, units),
                billable: formatDuration(totals.minutesFacturables, units),
                value: formatCentimes(totals.valeurCentimes, language),
              }}
            />
            {totals.minutesSansTaux > 0 && (
              <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                {' '}
                ({t('time.withoutRate', { duration: formatDuration(totals.minutesSansTaux, units) })})
              </Text>
            )}
          </Text>
        ) : (
          <span />
        )}
        <HStack gap="2" wrap="wrap">
          <TimerButton userId={userId} dossierId={dossierId} onStopped={(minutes) => setEditing({ minutes })} />
          <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setEditing({})} data-testid="add-time">
            <LuPlus /> {t('time.add')}
          </Button>
        </HStack>
      </HStack>
      <DataTable
        columns={columns}
        rows={entries.items}
        rowKey={(entry) => entry.id}
        read={entries}
        emptyText={t('time.empty')}
        hasMore={entries.hasMore}
        onLoadMore={entries.loadMore}
        actions={
          entries.items.some((entry) => entry.modifiable)
            ? [
                { type: 'edit', onClick: setEditing, hidden: (entry) => !entry.modifiable },
                { type: 'delete', onClick: setDeleting, hidden: (entry) => !entry.modifiable },
              ]
            : []
        }
      />
      {editing && (
        <TimeEntryDialog
          entry={'id' in editing ? editing : undefined}
          minutes={'id' in editing ? undefined : editing.minutes}
          onSubmit={handleSubmit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('time.deleteTitle')}
        message={t('time.deleteText')}
        confirmLabel={t('time.delete')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isMutating}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
};
