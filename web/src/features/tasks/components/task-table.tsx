import { Badge, NativeSelect } from '@chakra-ui/react';
import { TASK_STATUSES } from '@mizan/shared/schemas/tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { taskEdit, useDeleteTask, useUpdateTask, type Task } from '../api/tasks';
import { TaskDialog } from './task-dialog';

type Pages = {
  items: Task[];
  hasMore: boolean;
  loadMore: () => void;
  mutate: () => unknown;
  data?: unknown;
  isLoading: boolean;
  error?: unknown;
};

const PRIORITY_COLOURS = { basse: 'gray', normale: 'blue', haute: 'red' } as const;

/**
 * A list of tasks as every screen shows them: the title (opening the task's dialog with its
 * comments), the dossier, the assignee, the due day (overdue marked), the priority, and the status
 * changed in place; delete for its creator or an administrator (the API's `supprimable`).
 */
export const TaskTable = ({ tasks, emptyText, showDossier = true }: { tasks: Pages; emptyText: string; showDossier?: boolean }) => {
  const { t } = useTranslation(['tasks', 'translation']);
  const language = currentLanguage();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [opened, setOpened] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const refresh = () => void tasks.mutate();

  const changeStatus = async (task: Task, statut: Task['statut']) => {
    try {
      await update.trigger({ params: { id: task.id }, body: taskEdit(task, { statut }) });
      notifySuccess(t('saved'));
    } catch (error) {
      notifyError(error);
    } finally {
      refresh();
    }
  };
  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { id: deleting.id } });
      notifySuccess(t('deleted'));
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(null);
      refresh();
    }
  };

  const columns: Column<Task>[] = [
    { key: 'titre', header: t('fields.title'), render: (task) => <bdi>{task.titre}</bdi> },
    ...(showDossier
      ? [
          {
            key: 'refCabinet',
            header: t('fields.dossier'),
            render: (task: Task) =>
              task.idDossier ? (
                <RouterLink to={`/Folder?id=${task.idDossier}`}>
                  <bdi>{task.refCabinet}</bdi>
                </RouterLink>
              ) : (
                '—'
              ),
          } satisfies Column<Task>,
        ]
      : []),
    { key: 'nomAssigne', header: t('fields.assignee'), render: (task) => <bdi>{task.nomAssigne}</bdi> },
    {
      key: 'dateEcheance',
      header: t('fields.due'),
      render: (task) => (
        <>
          <bdi>{formatDate(task.dateEcheance, language)}</bdi>{' '}
          {task.enRetard && (
            <Badge colorPalette="red" data-testid="overdue">
              {t('overdue')}
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'priorite',
      header: t('fields.priority'),
      render: (task) => <Badge colorPalette={PRIORITY_COLOURS[task.priorite]}>{t(`priority.${task.priorite}`)}</Badge>,
    },
    {
      key: 'statut',
      header: t('fields.status'),
      render: (task) => (
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={t('fields.status')}
            name={`statut-${task.id}`}
            value={task.statut}
            onChange={(event) => void changeStatus(task, event.target.value as Task['statut'])}
          >
            {TASK_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={tasks.items}
        rowKey={(task) => task.id}
        read={tasks}
        emptyText={emptyText}
        hasMore={tasks.hasMore}
        onLoadMore={tasks.loadMore}
        actions={[
          { type: 'edit', onClick: setOpened },
          { type: 'delete', onClick: setDeleting, hidden: (task) => !task.supprimable },
        ]}
      />
      {opened && <TaskDialog task={opened} onSaved={refresh} onClose={() => (setOpened(null), refresh())} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('deleteTitle')}
        message={t('deleteText')}
        confirmLabel={t('delete')}
        cancelLabel={t('translation:actions.cancel')}
        pending={remove.isMutating}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
