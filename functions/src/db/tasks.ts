import type { TaskStatus } from '@mizan/shared/schemas/tasks';
import { MAX_TASK_COMMENTS } from '@mizan/shared/tasks';
import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk, ID_PATTERN } from './keys';

/**
 * Tasks: one item per task in the firm's task partition `T#{sid}#TACHES` / `TACHE#{id}` (its id
 * alone finds it; the firm's tasks newest first are one Query), indexed by its assignee (gsi1
 * `T#{sid}#U#{uid}#TACHES`) and, when it has one, by its dossier (gsi2 `T#{sid}#D#{did}#TACHES`),
 * both by `{A|F}#{due day}#{id}`: `A` (active) while open, `F` once done (A sorts first), so a person's open tasks are one
 * range in due order (overdue first). Comments are a list on the item; an edit raises `version`.
 */
export type TaskComment = { id: string; idAuteur: string; auteur: string; date: string; texte: string };
export type Task = {
  id: string;
  titre: string;
  description?: string;
  idDossier?: string;
  idEcheance?: string;
  idAssigne: string;
  nomAssigne: string;
  dateEcheance: string;
  dateDemandee?: string;
  priorite: 'basse' | 'normale' | 'haute';
  statut: TaskStatus;
  commentaires: TaskComment[];
  idCreateur: string;
  nomCreateur: string;
  createdAt: string;
  version: number;
  updatedAt?: string;
};

const partition = (structureId: string) => `${firmPk(structureId)}#TACHES`;
const taskKey = (structureId: string, taskId: string) => ({ pk: partition(structureId), sk: `TACHE#${taskId}` });
const assigneePk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#TACHES`;
const dossierIndexPk = (structureId: string, dossierId: string) => `${dossierPk(structureId, dossierId)}#TACHES`;
const OPEN = 'A#';
/** The highest code point: it bounds every key that starts with a prefix (db/keys.ts). */
const HIGHEST = '\u{10FFFF}';
const isOpen = (status: TaskStatus) => status !== 'fait';
/** Its place in the indexes: open before done, then by due day. */
const position = (task: Pick<Task, 'statut' | 'dateEcheance' | 'id'>) =>
  `${isOpen(task.statut) ? 'A' : 'F'}#${task.dateEcheance}#${task.id}`;

const taskItem = (structureId: string, task: Task): Item => ({
  ...taskKey(structureId, task.id),
  gsi1pk: assigneePk(structureId, task.idAssigne),
  gsi1sk: position(task),
  ...(task.idDossier && { gsi2pk: dossierIndexPk(structureId, task.idDossier), gsi2sk: position(task) }),
  type: 'TASK',
  ...task,
});

const fromItem = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _s1, gsi2pk: _g2, gsi2sk: _s2, ...task }: Item) =>
  task as unknown as Task;

/** A new task, for one transaction. */
export const putTask = (structureId: string, task: Task): TransactItem => ({
  Put: { Item: taskItem(structureId, task), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** An edit, conditional on the version read. */
export const replaceTask = (structureId: string, before: Task, after: Task): TransactItem => ({
  Put: {
    Item: taskItem(structureId, after),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': before.version },
  },
});

/** A deletion, conditional on the version read. */
export const removeTask = (structureId: string, task: Task): TransactItem => ({
  Delete: {
    Key: taskKey(structureId, task.id),
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':version': task.version },
  },
});

/** The firm's task with this id, read consistently (a change may follow). */
export const findTask = async (structureId: string, taskId: string): Promise<Task | undefined> => {
  const item = await table.get(taskKey(structureId, taskId), { consistent: true });
  return item && fromItem(item);
};

/**
 * Appends a comment while the task exists and has room; answers the task as it now is, or
 * `undefined` when the condition failed (the task is gone, or full).
 */
export const appendTaskComment = async (structureId: string, taskId: string, comment: TaskComment): Promise<Task | 'full' | undefined> => {
  try {
    const item = await table.update({
      Key: taskKey(structureId, taskId),
      UpdateExpression: 'SET commentaires = list_append(commentaires, :new)',
      ConditionExpression: 'attribute_exists(pk) AND size(commentaires) < :max',
      ExpressionAttributeValues: { ':new': [comment], ':max': MAX_TASK_COMMENTS },
      ReturnValues: 'ALL_NEW',
    });
    return item && fromItem(item as Item);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const task = await findTask(structureId, taskId);
    return task && 'full';
  }
};

/** A page position as the lists answer it: an index position `{A|F}#{day}#{id}`, or `TACHE#{id}` in the firm's partition. */
export const isTaskPosition = (value: string) => new RegExp(`^([AF]#\\d{4}-\\d{2}-\\d{2}#|TACHE#)${ID_PATTERN}$`).test(value);
const idOf = (position: string) => position.slice(position.lastIndexOf('#') + 1);

type Source = { index?: 'gsi1' | 'gsi2'; pk: string; prefix?: string; newestFirst?: boolean };
export type TaskFilter = { statut?: TaskStatus; idAssigne?: string };

/**
 * A page of tasks from one source, in its order, keeping those of the filter (a FilterExpression:
 * the source is read on until the page is full or it ends), and the position of the last one when
 * more may follow.
 */
const taskPage = async (structureId: string, source: Source, limit: number, after: string | undefined, filter: TaskFilter = {}) => {
  const { index, pk, prefix = '' } = source;
  const keyNames = index ? { pk: `${index}pk`, sk: `${index}sk` } : { pk: 'pk', sk: 'sk' };
  const conditions = Object.entries(filter).filter(([, value]) => value !== undefined);
  const startOf = (position: string) => ({
    ...taskKey(structureId, idOf(position)),
    ...(index && { [keyNames.pk]: pk, [keyNames.sk]: position }),
  });
  const found: Item[] = [];
  let start: Record<string, unknown> | undefined = after ? startOf(after) : undefined;
  do {
    const { items, next } = await table.query({
      ...(index && { IndexName: index }),
      // A prefix as a range (db/keys.ts, sortKeyPrefix).
      KeyConditionExpression: prefix ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
      ...(conditions.length && { FilterExpression: conditions.map(([name]) => `#${name} = :${name}`).join(' AND ') }),
      ExpressionAttributeNames: {
        '#pk': keyNames.pk,
        ...(prefix && { '#sk': keyNames.sk }),
        ...Object.fromEntries(conditions.map(([name]) => [`#${name}`, name])),
      },
      ExpressionAttributeValues: {
        ':pk': pk,
        ...(prefix && { ':from': prefix, ':to': `${prefix}${HIGHEST}` }),
        ...Object.fromEntries(conditions.map(([name, value]) => [`:${name}`, value])),
      },
      ScanIndexForward: !source.newestFirst,
      Limit: limit + 1,
      ExclusiveStartKey: start,
    });
    found.push(...items);
    start = next;
  } while (start && found.length <= limit);
  const tasks = found.slice(0, limit).map(fromItem);
  const last = found.length > limit ? found[limit - 1] : undefined;
  return { tasks, last: last && ((index ? last[keyNames.sk] : last.sk) as string) };
};

/** A person's tasks by due day (open ones only unless `all`), a page. */
export const assigneeTasksPage = (
  structureId: string,
  userId: string,
  limit: number,
  after?: string,
  options: { all?: boolean } & TaskFilter = {},
) => {
  const { all, ...filter } = options;
  return taskPage(structureId, { index: 'gsi1', pk: assigneePk(structureId, userId), ...(!all && { prefix: OPEN }) }, limit, after, filter);
};

/** A dossier's tasks, open ones first, each by due day, a page. */
export const dossierTasksPage = (structureId: string, dossierId: string, limit: number, after?: string, filter: TaskFilter = {}) =>
  taskPage(structureId, { index: 'gsi2', pk: dossierIndexPk(structureId, dossierId) }, limit, after, filter);

/** The firm's tasks, newest first, a page. */
export const firmTasksPage = (structureId: string, limit: number, after?: string, filter: TaskFilter = {}) =>
  taskPage(structureId, { pk: partition(structureId), prefix: 'TACHE#', newestFirst: true }, limit, after, filter);

/** A person's open tasks due on or before `day` (overdue included), in due order. */
export const assigneeTasksDueBy = async (structureId: string, userId: string, day: string) =>
  (
    await table.queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': assigneePk(structureId, userId), ':from': OPEN, ':to': `${OPEN}${day}#${HIGHEST}` },
    })
  ).map(fromItem);

/** How many open tasks a person has, and how many of them were due before `today`. */
export const countAssigneeTasks = async (structureId: string, userId: string, today: string) => {
  const count = async (to: string) =>
    (
      await table.queryAll({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': assigneePk(structureId, userId), ':from': OPEN, ':to': to },
        ProjectionExpression: 'gsi1sk',
      })
    ).length;
  const [open, overdue] = await Promise.all([count(`${OPEN}${HIGHEST}`), count(`${OPEN}${today}`)]);
  return { open, overdue };
};
