import { HEARING_DEADLINE_TYPE } from '@mizan/shared/deadline-types';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { indexDayRange, partitionPage } from './partition-pages';
import { dossierPk } from './dossiers';
import { firmPk } from './keys';

/**
 * A cabinet deadline: one item in its dossier's partition, never touching the dossier's record.
 * - Its sort key orders a dossier's deadlines as the list reads them: open ones (`O`) before
 *   realised ones (`R`), each by date (the day, then the time for timed ones) and id:
 *   `DEADLINE#{O|R}#{YYYY-MM-DD[THH:mm]}#{id}`. Performing moves the item from `O` to `R`.
 * - A lookup item finds it by id alone (Perform, delete): `T#{sid}#DEADLINES` / `{id}`, holding
 *   the dossier and the item's current sort key.
 * - An open deadline with `alerte` is in gsi1 under its responsible lawyer, by date
 *   (`T#{sid}#U#{userId}#ALERT` / `{date}#{id}`): the dashboard and the digest read a user's week
 *   there. A realised deadline leaves that index.
 * - A realised deadline the calendar draws (alerted, or a hearing) is in gsi1 under its lawyer by
 *   date (`T#{sid}#U#{userId}#DONE` / `{date}#{id}`), so the calendar greys what was done.
 * `day` and `time` are read in Africa/Casablanca (services/deadline-dates.ts).
 */
export type DeadlineMove = { date: string; nature: 'weekend' | 'holiday' | 'closure'; motif?: string };
export type StoredComputation = { depuis: string; delais: number; dateCalculee: string; motifs: DeadlineMove[]; verifiee: boolean };
/** A next deadline proposed after a Perform, until the lawyer keeps or drops it. */
export type StoredProposal = { idTypeEcheance: string; day: string; calcul: StoredComputation };

export type Deadline = {
  id: string;
  idDossier: string;
  idTypeEcheance: string;
  day: string;
  time?: string;
  contenu?: string;
  /** A hearing's courtroom. */
  salle?: string;
  alerte: boolean;
  /** The responsible lawyer. */
  idUtilisateur: string;
  /** The instant it was performed; absent while open. */
  dateRealisation?: string;
  /** Who performed it (absent on deadlines performed before it was recorded: no one may undo those). */
  performedBy?: string;
  /** The deadlines its Perform created at once (an automatic type's next ones), which undoing it may remove. */
  chainedIds?: string[];
  /** The last correction of an open deadline; absent while it is as it was created. */
  updatedAt?: string;
  /** The performed deadline whose type chained this one. */
  idEcheanceParent?: string;
  /** How a chained deadline's date was computed. */
  calcul?: StoredComputation;
  propositions?: StoredProposal[];
  createdAt: string;
  createdBy: string;
};

const PREFIX = 'DEADLINE#';
const dateKey = (d: Pick<Deadline, 'day' | 'time'>) => (d.time ? `${d.day}T${d.time}` : d.day);
const deadlineSk = (d: Deadline) => `${PREFIX}${d.dateRealisation ? 'R' : 'O'}#${dateKey(d)}#${d.id}`;
const deadlineKey = (structureId: string, d: Deadline) => ({ pk: dossierPk(structureId, d.idDossier), sk: deadlineSk(d) });
const lookupKey = (structureId: string, id: string) => ({ pk: `${firmPk(structureId)}#DEADLINES`, sk: id });

/** The key of a user's alerted deadlines in gsi1, for the readers of a week (dashboard, digest). */
const alertIndexPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#ALERT`;
/** The key of a user's open hearing deadlines (type AUD) in gsi2, for the dashboard's week of hearings. */
const hearingIndexPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#AUD`;
/** The key of a user's realised deadlines of the calendar's kinds (alerted, or hearings) in gsi1. */
const performedIndexPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#DONE`;
const onCalendar = (d: Deadline) => d.alerte || d.idTypeEcheance === HEARING_DEADLINE_TYPE;

const gsi1Of = (structureId: string, d: Deadline) => {
  if (d.dateRealisation)
    return onCalendar(d) ? { gsi1pk: performedIndexPk(structureId, d.idUtilisateur), gsi1sk: `${dateKey(d)}#${d.id}` } : {};
  return d.alerte ? { gsi1pk: alertIndexPk(structureId, d.idUtilisateur), gsi1sk: `${dateKey(d)}#${d.id}` } : {};
};

const toItem = (structureId: string, d: Deadline): Item => ({
  ...deadlineKey(structureId, d),
  type: 'DEADLINE',
  ...gsi1Of(structureId, d),
  ...(d.idTypeEcheance === HEARING_DEADLINE_TYPE && !d.dateRealisation
    ? { gsi2pk: hearingIndexPk(structureId, d.idUtilisateur), gsi2sk: `${dateKey(d)}#${d.id}` }
    : {}),
  ...d,
});
const fromItem = ({
  pk: _pk,
  sk: _sk,
  type: _type,
  gsi1pk: _gsi1pk,
  gsi1sk: _gsi1sk,
  gsi2pk: _gsi2pk,
  gsi2sk: _gsi2sk,
  ...d
}: Item): Deadline => d as unknown as Deadline;

/** A user's open alerted deadlines from `from` to `to` (days, inclusive; `from` '0' for every overdue one): E7. */
export const alertedDeadlinesBetween = (structureId: string, userId: string, from: string, to: string) =>
  indexDayRange('gsi1', alertIndexPk(structureId, userId), from, to).then((items) => items.map(fromItem));

/** A user's open hearing deadlines (AUD) from `from` to `to` (days, inclusive): E8. */
export const hearingDeadlinesBetween = (structureId: string, userId: string, from: string, to: string) =>
  indexDayRange('gsi2', hearingIndexPk(structureId, userId), from, to).then((items) => items.map(fromItem));

/** A user's realised deadlines of the calendar's kinds (alerted, or hearings) from `from` to `to` (days, inclusive): E11. */
export const performedDeadlinesBetween = (structureId: string, userId: string, from: string, to: string) =>
  indexDayRange('gsi1', performedIndexPk(structureId, userId), from, to).then((items) => items.map(fromItem));

/**
 * `npm run migrate:deadlines`, once after deploying E11 (the local stack does it once per data
 * directory): puts in E11 every realised deadline of the calendar's kinds performed before it
 * existed, so that the calendar greys it. An item undone or already indexed since is left as it is
 * (its condition). Answers how many were indexed; running it again indexes none.
 */
export const indexOldPerformedDeadlines = async (): Promise<number> => {
  let indexed = 0;
  for await (const item of table.scan({
    FilterExpression: '#type = :deadline AND begins_with(sk, :realised) AND attribute_not_exists(gsi1pk)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':deadline': 'DEADLINE', ':realised': `${PREFIX}R#` },
    ConsistentRead: true,
  })) {
    const deadline = fromItem(item);
    if (!onCalendar(deadline)) continue;
    const pk = String(item.pk);
    const structureId = pk.slice(firmPk('').length, pk.lastIndexOf('#D#'));
    const index = gsi1Of(structureId, deadline);
    try {
      await table.update({
        Key: { pk: item.pk, sk: item.sk },
        UpdateExpression: 'SET gsi1pk = :pk, gsi1sk = :sk',
        ConditionExpression: 'attribute_exists(pk) AND attribute_exists(dateRealisation) AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeValues: { ':pk': index.gsi1pk, ':sk': index.gsi1sk },
      });
      indexed++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return indexed;
};

/** A new deadline and its lookup item: neither may exist. */
export const createDeadline = (structureId: string, d: Deadline): TransactItem[] => [
  { Put: { Item: toItem(structureId, d), ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Put: {
      Item: { ...lookupKey(structureId, d.id), type: 'DEADLINE_ID', idDossier: d.idDossier, itemSk: deadlineSk(d) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** Removes an open deadline's item; fails on its condition when it is gone or no longer open. */
export const removeOpenDeadline = (structureId: string, d: Deadline): TransactItem => ({
  Delete: { Key: deadlineKey(structureId, d), ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation)' },
});

export const removeDeadlineLookup = (structureId: string, id: string): TransactItem => ({
  Delete: { Key: lookupKey(structureId, id), ConditionExpression: 'attribute_exists(pk)' },
});

/** Removes a deadline's item if it is open and was never corrected; fails on its condition otherwise. */
export const removeUntouchedDeadline = (structureId: string, d: Deadline): TransactItem => ({
  Delete: {
    Key: deadlineKey(structureId, d),
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND attribute_not_exists(updatedAt)',
  },
});

/** The deadline's item where its sort key now is (it did not exist), and its lookup pointing to it. */
const putMoved = (structureId: string, d: Deadline): TransactItem[] => [
  { Put: { Item: toItem(structureId, d), ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Update: {
      Key: lookupKey(structureId, d.id),
      UpdateExpression: 'SET itemSk = :sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':sk': deadlineSk(d) },
    },
  },
];

/**
 * Performs a deadline: the open item leaves on the condition that it is still there and open (the
 * first write: a second Perform fails on it), the realised one takes its place in the order, and
 * the lookup follows it.
 */
export const performDeadline = (structureId: string, open: Deadline, realised: Deadline): TransactItem[] => [
  removeOpenDeadline(structureId, open),
  ...putMoved(structureId, realised),
];

/**
 * Undoes a Perform: the realised item leaves on the condition that it is still that Perform's (the
 * first write: a second undo, or a Perform undone and done again meanwhile, fails on it), the open
 * one takes its place in the order, and the lookup follows it.
 */
export const reopenDeadline = (structureId: string, realised: Deadline, open: Deadline): TransactItem[] => [
  {
    Delete: {
      Key: deadlineKey(structureId, realised),
      ConditionExpression: 'attribute_exists(pk) AND dateRealisation = :at',
      ExpressionAttributeValues: { ':at': realised.dateRealisation },
    },
  },
  ...putMoved(structureId, open),
];

/** The condition that an open deadline is still as it was read: there, open, and not corrected since. */
const openAsRead = (before: Deadline) =>
  before.updatedAt
    ? {
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': before.updatedAt },
      }
    : { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(dateRealisation) AND attribute_not_exists(updatedAt)' };

/**
 * Corrects an open deadline, on the condition that it is as read (the first write fails
 * otherwise): put in place when its date is the same, else moved to its new place in the order
 * with its lookup.
 */
export const reviseOpenDeadline = (structureId: string, before: Deadline, after: Deadline): TransactItem[] =>
  deadlineSk(before) === deadlineSk(after)
    ? [{ Put: { Item: toItem(structureId, after), ...openAsRead(before) } }]
    : [{ Delete: { Key: deadlineKey(structureId, before), ...openAsRead(before) } }, ...putMoved(structureId, after)];

/** Takes a performed deadline's proposals away, once: fails on its condition when they were already taken. */
export const takeProposals = (structureId: string, realised: Deadline): TransactItem => ({
  Update: {
    Key: deadlineKey(structureId, realised),
    UpdateExpression: 'REMOVE propositions',
    ConditionExpression: 'attribute_exists(propositions)',
  },
});

const consistentGet = async (key: { pk: string; sk: string }) =>
  (
    await table.query({
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': key.pk, ':sk': key.sk },
      ConsistentRead: true,
    })
  ).items[0];

/**
 * A deadline of the firm by id (lookup, then the item), read consistently: a conditional write
 * follows. A Perform that moved the item between the two reads is followed by reading the lookup
 * again (both moved in one transaction); a deleted deadline's lookup is gone.
 */
export const findDeadline = async (structureId: string, id: string): Promise<Deadline | undefined> => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const lookup = await consistentGet(lookupKey(structureId, id));
    if (!lookup) return undefined;
    const item = await consistentGet({ pk: dossierPk(structureId, lookup.idDossier as string), sk: lookup.itemSk as string });
    if (item) return fromItem(item);
  }
  return undefined;
};

/** Whether a page cursor is a position in a deadline list. */
export const isDeadlinePosition = (after: string) => after.startsWith(PREFIX) && after.length <= 200;

/**
 * A page of a dossier's deadlines in list order, after `after` (the previous page's last sort
 * key): one consistent Query of `limit + 1` items, the extra one only telling that more follow.
 */
export const listDeadlines = async (structureId: string, dossierId: string, limit: number, after?: string) => {
  const { items, lastSk } = await partitionPage('ascending', dossierPk(structureId, dossierId), PREFIX, limit, after);
  return { deadlines: items.map(fromItem), last: lastSk };
};
