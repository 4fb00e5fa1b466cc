import { isolateLtr } from '@mizan/shared/bidi';
import type { Language } from '@mizan/shared/roles';
import type { task as taskSchema } from '@mizan/shared/schemas/tasks';
import type * as z from 'zod';
import { clock } from '../../adapters/clock';
import { config } from '../../adapters/config';
import { listClosureDays } from '../../db/closure-days';
import { findDeadline } from '../../db/deadlines';
import type { Dossier } from '../../db/dossiers';
import { newId } from '../../db/keys';
import { findTask, type Task } from '../../db/tasks';
import { getUser, type User } from '../../db/users';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import { dossiersById } from '../../services/agenda';
import type { Caller } from '../../services/caller';
import { dossierFor } from '../../services/dossier-access';
import { taskAssignedEmail } from '../../services/emails/task-assigned';
import { fieldError } from '../../services/field-error';
import { emailWrite } from '../../services/outbox';
import { casablancaToday, nextOpenDay } from '../../services/working-days';

const isAdmin = (caller: Caller) => caller.roles.includes('ADMIN');

/** Its creator or an administrator may delete a task; every staff member of the firm may edit it. */
const mayDelete = (task: Task, caller: Caller) => task.idCreateur === caller.userId || isAdmin(caller);

/** A task as the API answers it, with its dossier's reference when it has one. */
export const taskView = (task: Task, caller: Caller, dossier: Pick<Dossier, 'refCabinet'> | undefined): z.infer<typeof taskSchema> => ({
  id: task.id,
  titre: task.titre,
  description: task.description ?? null,
  idDossier: task.idDossier ?? null,
  refCabinet: dossier?.refCabinet ?? null,
  idEcheance: task.idEcheance ?? null,
  idAssigne: task.idAssigne,
  nomAssigne: task.nomAssigne,
  dateEcheance: task.dateEcheance,
  dateDemandee: task.dateDemandee ?? null,
  priorite: task.priorite,
  statut: task.statut,
  enRetard: task.statut !== 'fait' && task.dateEcheance < casablancaToday(clock.now()),
  commentaires: task.commentaires,
  idCreateur: task.idCreateur,
  nomCreateur: task.nomCreateur,
  creeLe: task.createdAt,
  version: task.version,
  supprimable: mayDelete(task, caller),
});

/** Tasks as the API answers them, their dossiers' references read in one BatchGet. */
export const taskViews = async (tasks: readonly Task[], caller: Caller) => {
  const dossiers = await dossiersById(
    caller.structureId,
    tasks.flatMap((t) => (t.idDossier ? [t.idDossier] : [])),
  );
  return tasks.map((t) => taskView(t, caller, t.idDossier ? dossiers.get(t.idDossier) : undefined));
};

/** One task as the API answers it. */
export const oneTaskView = async (task: Task, caller: Caller) => (await taskViews([task], caller))[0]!;

/** 409 `task_changed`, on the version: the task was edited or deleted since it was read. */
export const taskChanged = () => new ConflictError('task_changed', 'version', 'task_changed');

/** The firm's task with this id (404 when there is none). */
export const taskOf = async (caller: Caller, taskId: string) => {
  const task = await findTask(caller.structureId, taskId);
  if (!task) throw new NotFoundError();
  return task;
};

/** The firm's task with this id, if the caller may delete it: 403 for anyone but its creator or an administrator. */
export const deletableTask = async (caller: Caller, taskId: string) => {
  const task = await taskOf(caller, taskId);
  if (!mayDelete(task, caller)) throw new AppError(403, 'forbidden', 'task_not_creator');
  return task;
};

/** The firm's whole list is for administrators and assistants; a lawyer reads their own and their dossiers'. */
export const checkFirmView = (caller: Caller) => {
  if (!isAdmin(caller) && caller.userType !== 'ASSISTANT') throw new AppError(403, 'forbidden', 'task_firm_view_forbidden');
};

/** Who the task is for: the caller unless named; a named person must be active staff of the firm (400 on `idAssigne`). */
export const assigneeOf = async (caller: Caller, userId: string | undefined, language: Language): Promise<User> => {
  const user = await getUser(caller.structureId, userId ?? caller.userId);
  const staff = user && !user.deletedAt && user.actif && (user.idRolUtilisateur === 'ADMIN' || user.idRolUtilisateur === 'USER');
  if (!staff) throw new ValidationError([fieldError('idAssigne', 'task_assignee_invalid', language)]);
  return user;
};

/**
 * The task's dossier: the one named, or the linked deadline's. A linked deadline must be one of
 * the dossier's (400 on `idEcheance`); a dossier the caller may not see is not found (404).
 */
export const taskDossier = async (
  caller: Caller,
  given: { idDossier?: string; idEcheance?: string },
  language: Language,
): Promise<Dossier | undefined> => {
  const deadline = given.idEcheance ? await findDeadline(caller.structureId, given.idEcheance) : undefined;
  if (given.idEcheance && (!deadline || (given.idDossier && deadline.idDossier !== given.idDossier)))
    throw new ValidationError([fieldError('idEcheance', 'task_deadline_invalid', language)]);
  const dossierId = given.idDossier ?? deadline?.idDossier;
  return dossierId ? dossierFor(caller, dossierId) : undefined;
};

/** The due day as deadlines have it: a weekend, public holiday or closure day of the firm moves it to the next working day. */
export const dueDay = async (structureId: string, asked: string) => {
  const closures = (await listClosureDays(structureId)).map((day) => day.date);
  const day = nextOpenDay(asked, closures);
  return day === asked ? { dateEcheance: day } : { dateEcheance: day, dateDemandee: asked };
};

/** A new task of `assignee`, given by the caller, to do: what the caller chose (`fields`) and what every new task has. */
export const newTask = (
  caller: Caller,
  assignee: User,
  fields: Pick<Task, 'titre' | 'dateEcheance' | 'priorite'> &
    Partial<Pick<Task, 'description' | 'idDossier' | 'idEcheance' | 'dateDemandee'>>,
): Task => ({
  id: newId(),
  ...fields,
  idAssigne: assignee.idUtilisateur,
  nomAssigne: `${assignee.prenom} ${assignee.nom}`,
  statut: 'a_faire',
  commentaires: [],
  idCreateur: caller.userId,
  nomCreateur: caller.name,
  createdAt: clock.nowIso(),
  version: 1,
});

const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The email telling the assignee of their new task, in their language; none when they gave it to themselves. */
export const assignmentEmail = (caller: Caller, task: Task, assignee: User, dossier: Dossier | undefined) => {
  if (assignee.idUtilisateur === caller.userId || !assignee.email) return [];
  const mail = taskAssignedEmail(assignee.email, assignee.language ?? 'fr', {
    recipientName: `${assignee.prenom} ${assignee.nom}`,
    authorName: caller.name,
    title: task.titre,
    due: isolateLtr(shownDay(task.dateEcheance)),
    dossier: dossier?.refCabinet ?? '',
    link: `${config.appUrl}/Tasks?task=${task.id}`,
  });
  return [emailWrite(caller.structureId, mail)];
};
