import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column, type RowAction } from '../../../components/data-table';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { labelIn, type CreateBody, type TypeItem, type TypeKind, type UpdateBody } from '../utils/type-form';
import { TypeFormDialog } from './type-form-dialog';

export type DeleteOutcome = { ok: true; outcome: 'deleted' | 'deactivated' };

type TypePanelProps = {
  kind: TypeKind;
  /** Undefined until the list is read. */
  items: readonly TypeItem[] | undefined;
  /** The list's read failed. */
  error?: unknown;
  onCreate: (body: CreateBody) => Promise<unknown>;
  onUpdate: (id: string, body: UpdateBody) => Promise<unknown>;
  onDelete: (id: string) => Promise<DeleteOutcome>;
  /** After a write: reload what shows the types. */
  onChanged: () => unknown;
  /** Shown under the table (e.g. the dossier-type picker preview). */
  children?: ReactNode;
};

type TypeRow = { id: string; label: string; translated: string; actif: string; origin: string; item: TypeItem };

/** Whose form is open: a new type (no item) or an existing one. */
type Editing = { item?: TypeItem } | null;

/**
 * One type tab of spec 2.20: the table (ID, description, active flag, edit and delete), an Add
 * button and the add/edit modal. Built-in types can be edited and deactivated, never deleted.
 */
export const TypePanel = ({ kind, items, error, onCreate, onUpdate, onDelete, onChanged, children }: TypePanelProps) => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TypeItem | null>(null);
  const [pending, setPending] = useState(false);

  const rows = useMemo<TypeRow[]>(
    () =>
      // The firm's own types first (a type just added is on the first page), then the built-in ones.
      [...(items ?? [])]
        .sort((a, b) => Number(a.global) - Number(b.global))
        .map((item) => ({
          id: item.id,
          label: item.label,
          translated: labelIn(item, language),
          actif: item.actif ? t('values.yes') : t('values.no'),
          origin: item.global ? t('values.builtIn') : t('values.firm'),
          item,
        })),
    [items, language, t],
  );
  const choices = useMemo(
    () => (items ?? []).map((item) => ({ value: item.id, label: `${labelIn(item, language)} (${item.id})` })),
    [items, language],
  );

  const columns: Column<TypeRow>[] = [
    { key: 'id', header: t('columns.id') },
    { key: 'label', header: t('columns.label') },
    { key: 'translated', header: t('columns.translated') },
    { key: 'actif', header: t('columns.actif') },
    { key: 'origin', header: t('columns.origin') },
  ];
  const actions: RowAction<TypeRow>[] = [
    { type: 'edit', onClick: (row) => setEditing({ item: row.item }) },
    { type: 'delete', onClick: (row) => setDeleting(row.item), hidden: (row) => row.item.global },
  ];

  const handleSaved = (label: string) => {
    setEditing(null);
    notifySuccess(t('types.saved', { label }));
    void onChanged();
  };

  const handleDelete = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      const { outcome } = await onDelete(deleting.id);
      notifySuccess(t(outcome === 'deleted' ? 'types.deleted' : 'types.deactivated', { label: deleting.label, id: deleting.id }));
      setDeleting(null);
      void onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="4" data-testid={`panel-${kind}`}>
      <HStack justify="flex-end">
        <Button colorPalette="teal" onClick={() => setEditing({})} data-testid={`add-${kind}`}>
          <LuPlus /> {t('types.add')}
        </Button>
      </HStack>
      <DataTable
        columns={columns}
        rows={rows}
        actions={actions}
        rowKey={(row) => row.id}
        read={{ data: items, error }}
        loadingText={t('types.loading')}
        emptyText={t('types.empty')}
      />
      {children}
      {editing && (
        <TypeFormDialog
          kind={kind}
          item={editing.item}
          choices={choices}
          onCreate={onCreate}
          onUpdate={onUpdate}
          onSaved={handleSaved}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('types.deleteTitle')}
        message={deleting ? t('types.deleteMessage', { label: deleting.label, id: deleting.id }) : ''}
        confirmLabel={t('form.delete')}
        cancelLabel={t('form.cancel')}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
        pending={pending}
      />
    </Stack>
  );
};
