import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import type { ApiResponse } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddAction } from '../api/add-action';
import { useDeleteNote } from '../api/delete-note';
import { useDossierNotes } from '../api/list-notes';
import { useUpdateNote } from '../api/update-note';
import { ActionDialog, type ActionValues } from './action-dialog';

type Note = ApiResponse<'dossiers.notes'>['items'][number];

type DossierNotesProps = {
  dossierId: string;
  /** A note was added, edited or deleted: the history of actions has a new entry. */
  onRecorded: () => void;
};

/**
 * Spec 2.10's notes (type ANT), newest first, 10 a page: add, and, for their author within 24
 * hours of writing them (the API's `modifiable`), edit and delete.
 */
export const DossierNotes = ({ dossierId, onRecorded }: DossierNotesProps) => {
  const { t } = useTranslation('dossiers');
  const notes = useDossierNotes(dossierId);
  const add = useAddAction();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);

  const saved = (message: string) => {
    notifySuccess(message);
    void notes.mutate();
    onRecorded();
  };
  const handleSubmit = async ({ valeur }: ActionValues) => {
    if (editing === 'new') {
      await add.trigger({ body: { idDossier: dossierId, idTypeAction: 'ANT', valeur } });
      saved(t('notes.added'));
    } else if (editing) {
      await update.trigger({ params: { id: editing.id }, body: { valeur } });
      saved(t('notes.updated'));
    }
  };
  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.id } });
      saved(t('notes.deleted'));
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(null);
    }
  };

  const columns: Column<Note>[] = [
    { key: 'dateAction', header: t('history.date'), type: 'datetime' },
    { key: 'auteur', header: t('history.author') },
    { key: 'valeur', header: t('notes.text'), sortable: false },
  ];
  return (
    <Card.Root size="sm" data-testid="panel-notes">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {t('panels.notes')}
          </Heading>
          <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setEditing('new')} data-testid="add-note">
            <LuPlus /> {t('notes.add')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataTable
          columns={columns}
          rows={notes.items}
          rowKey={(note) => note.id}
          read={notes}
          emptyText={t('notes.empty')}
          hasMore={notes.hasMore}
          onLoadMore={notes.loadMore}
          actions={
            notes.items.some((note) => note.modifiable)
              ? [
                  { type: 'edit', onClick: setEditing, hidden: (note) => !note.modifiable },
                  { type: 'delete', onClick: setDeleting, hidden: (note) => !note.modifiable },
                ]
              : []
          }
        />
      </Card.Body>
      {editing && (
        <ActionDialog
          title={t(editing === 'new' ? 'notes.addTitle' : 'notes.editTitle')}
          initialText={editing === 'new' ? '' : editing.valeur}
          onSubmit={handleSubmit}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('notes.deleteTitle')}
        message={t('notes.deleteText')}
        confirmLabel={t('notes.delete')}
        cancelLabel={t('actions.cancel')}
        pending={remove.isMutating}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </Card.Root>
  );
};
