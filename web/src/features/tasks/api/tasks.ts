import type { ApiResponse } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { useApiPages, useApiQuery } from '../../../lib/use-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/use-session';

export type Task = ApiResponse<'tasks.get'>;
export type FirmTaskFilters = { idAssigne?: string; statut?: Task['statut']; idDossier?: string };

/** GET api/Taches/mes-taches: the signed-in person's open tasks, overdue first, 20 a page. */
export const useMyTasks = () => useApiPages('tasks.mine', { query: { limit: 20 } });
/** GET api/Taches: the firm's tasks for an administrator or an assistant, filtered. */
export const useFirmTasks = (filters: FirmTaskFilters | null) => useApiPages('tasks.firm', filters && { query: { limit: 20, ...filters } });
/** GET api/Dossier/{id}/taches: a dossier's tasks, open first. */
export const useDossierTasks = (dossierId: string) => useApiPages('tasks.ofDossier', { params: { id: dossierId }, query: { limit: 10 } });
/** GET api/Taches/compteurs: the dashboard's counts. */
export const useTaskCounts = () => useApiQuery('tasks.counts', {});
/** GET api/Taches/{id}: one task with its comments. */
export const useTask = (id: string | null) => useApiQuery('tasks.get', id ? { params: { id } } : null);

/** GET api/Taches/modeles: the firm's task templates per deadline type (read when needed, never on a page's load). */
export const useTaskTemplates = () => useApiQuery('tasks.templates', {});
/** GET api/Management/GetAllTypeEcheances/{language}: the firm's active deadline types, as options. */
export const useDeadlineTypeOptions = () => useApiQuery('management.deadlineTypeOptions', { params: { language: currentLanguage() } });
export type TemplateTask = ApiResponse<'tasks.templates'>[number]['taches'][number];

export const useCreateTask = () => useApiMutation('tasks.create');
export const useSetTaskTemplate = () => useApiMutation('tasks.setTemplate');
export const useTasksFromDeadline = () => useApiMutation('tasks.fromDeadline');
export const useUpdateTask = () => useApiMutation('tasks.update');
export const useDeleteTask = () => useApiMutation('tasks.delete');
export const useCommentTask = () => useApiMutation('tasks.comment');

/** The edit body of a task as read, with `change` laid over it (the inline status change, the dialog). */
export const taskEdit = (
  task: Task,
  change: Partial<Pick<Task, 'titre' | 'idAssigne' | 'dateEcheance' | 'priorite' | 'statut'>> & { description?: string },
) => ({
  titre: task.titre,
  description: task.description ?? undefined,
  idAssigne: task.idAssigne,
  dateEcheance: task.dateEcheance,
  priorite: task.priorite,
  statut: task.statut,
  version: task.version,
  ...change,
});

/** GET api/Users/for-structure/{structureId}: the firm's staff, to whom a task is given. */
export const useFirmStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};
