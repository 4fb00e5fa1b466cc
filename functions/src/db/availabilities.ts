import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * A lawyer's weekly availability: windows of a weekday (1 = Monday … 7 = Sunday), from `debut` to
 * `fin` (`HH:mm`, Casablanca wall-clock), each one bookable slot.
 * - The windows live in the lawyer's partition `T#{sid}#U#{uid}#DISPO`, sort key
 *   `W#{idJour}#{debut}#{id}`, beside one `VERSION` item: a new window is written on the condition
 *   that the version is still the one read with the windows, so two overlapping windows added at
 *   the same moment cannot both be written (the second reads again and finds the overlap).
 * - A lookup item finds a window by id alone (delete): `T#{sid}#DISPOS` / `{id}`.
 */
export type Availability = { id: string; idUtilisateur: string; idJour: number; debut: string; fin: string; createdAt: string };
/** A lawyer's windows and the version they were read at. */
export type WeekWindows = { windows: Availability[]; version: number };

const WINDOW = 'W#';
const VERSION_SK = 'VERSION';
const lawyerPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#DISPO`;
const windowSk = (w: Availability) => `${WINDOW}${w.idJour}#${w.debut}#${w.id}`;
const lookupKey = (structureId: string, id: string) => ({ pk: `${firmPk(structureId)}#DISPOS`, sk: id });

const fromItem = (item: Item): Availability => ({
  id: item.id as string,
  idUtilisateur: item.idUtilisateur as string,
  idJour: item.idJour as number,
  debut: item.debut as string,
  fin: item.fin as string,
  createdAt: item.createdAt as string,
});

/** Whether any staff of the firm has an availability window (one item of the firm's lookups). */
export const hasAvailability = async (structureId: string): Promise<boolean> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': lookupKey(structureId, '').pk },
    Limit: 1,
  });
  return items.length > 0;
};

/** A lawyer's windows by weekday and start, with their version: one consistent Query of the partition. */
export const lawyerWindows = async (structureId: string, userId: string): Promise<WeekWindows> => {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': lawyerPk(structureId, userId) },
    ConsistentRead: true,
  });
  const version = items.find((item) => item.sk === VERSION_SK)?.version;
  return {
    windows: items.filter((item) => item.sk.startsWith(WINDOW)).map(fromItem),
    version: typeof version === 'number' ? version : 0,
  };
};

/**
 * A new window, its lookup, and the lawyer's windows' version moved on from the one read: the
 * version's condition fails when another window was added since (read again and decide again).
 */
export const addAvailability = (structureId: string, w: Availability, readVersion: number): TransactItem[] => [
  {
    Put: {
      Item: { pk: lawyerPk(structureId, w.idUtilisateur), sk: windowSk(w), type: 'AVAILABILITY', ...w },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Put: {
      Item: { ...lookupKey(structureId, w.id), type: 'AVAILABILITY_ID', idUtilisateur: w.idUtilisateur, itemSk: windowSk(w) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Update: {
      Key: { pk: lawyerPk(structureId, w.idUtilisateur), sk: VERSION_SK },
      UpdateExpression: 'SET version = :next, #type = :type',
      ConditionExpression: readVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':next': readVersion + 1,
        ':type': 'AVAILABILITY_VERSION',
        ...(readVersion === 0 ? {} : { ':read': readVersion }),
      },
    },
  },
];

/** A window of the firm by id (the lookup, then the window), read consistently. */
export const findAvailability = async (structureId: string, id: string): Promise<Availability | undefined> => {
  const lookup = await table.get(lookupKey(structureId, id), { consistent: true });
  if (!lookup) return undefined;
  const item = await table.get(
    { pk: lawyerPk(structureId, lookup.idUtilisateur as string), sk: lookup.itemSk as string },
    { consistent: true },
  );
  return item && fromItem(item);
};

/** Removes a window and its lookup; fails on the condition when it is already gone. */
export const removeAvailability = (structureId: string, w: Availability): TransactItem[] => [
  { Delete: { Key: { pk: lawyerPk(structureId, w.idUtilisateur), sk: windowSk(w) }, ConditionExpression: 'attribute_exists(pk)' } },
  { Delete: { Key: lookupKey(structureId, w.id), ConditionExpression: 'attribute_exists(pk)' } },
];
