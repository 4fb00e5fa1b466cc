import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';
import { isActiveAdmin, listUsers, type User } from './users';

export type Firm = { idStructure: string; nom: string; createdAt: string };

export const firmKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'FIRM' });

/** Every firm's record is also in gsi1 under `FIRMS`: the scheduled jobs list the firms there (a pointer, no firm data). */
const FIRMS_INDEX = 'FIRMS';

export const firmItem = (firm: Firm): Item => ({
  ...firmKey(firm.idStructure),
  type: 'FIRM',
  gsi1pk: FIRMS_INDEX,
  gsi1sk: firm.idStructure,
  ...firm,
});

/** The ids of every firm, for the scheduled jobs (a page of gsi1 at a time). */
export const listFirmIds = async (): Promise<string[]> => {
  return (
    await table.queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :firms',
      ExpressionAttributeValues: { ':firms': FIRMS_INDEX },
    })
  ).map((item) => item.gsi1sk as string);
};

/** The firm's details besides its name (Settings › Cabinet), stored on the firm's item under their wire names. */
export const FIRM_DETAIL_FIELDS = [
  'adresse',
  'ville',
  'phone',
  'email',
  'siteWeb',
  'identifiantFiscal',
  'ice',
  'taxeProfessionnelle',
  'rc',
  'barreau',
] as const;
export type FirmDetailField = (typeof FIRM_DETAIL_FIELDS)[number];

/**
 * The firm as its item holds it: its details (each absent until set), the version of its details
 * (`detailsVersion`, 0 until first saved), and when the new firm's checklist closed (all done, or
 * dismissed by an admin).
 */
export type FirmRecord = Firm & Partial<Record<FirmDetailField, string>> & { detailsVersion: number; checklistClosedAt?: string };

export const getFirm = async (structureId: string, consistent = false): Promise<FirmRecord | undefined> => {
  const item = await table.get(firmKey(structureId), { consistent });
  if (!item) return undefined;
  const details = Object.fromEntries(FIRM_DETAIL_FIELDS.flatMap((field) => (item[field] ? [[field, item[field] as string]] : [])));
  return {
    idStructure: item.idStructure as string,
    nom: item.nom as string,
    createdAt: item.createdAt as string,
    ...details,
    detailsVersion: Number(item.detailsVersion ?? 0),
    ...(item.checklistClosedAt ? { checklistClosedAt: item.checklistClosedAt as string } : {}),
  };
};

/**
 * Replaces the firm's name and details (a field not given is removed) and moves `detailsVersion`
 * on, on condition that it is still the version read: fails on the condition otherwise.
 */
export const updateFirmDetails = (
  structureId: string,
  nom: string,
  details: Partial<Record<FirmDetailField, string>>,
  readVersion: number,
): TransactItem => {
  const set = FIRM_DETAIL_FIELDS.filter((field) => details[field]);
  const removed = FIRM_DETAIL_FIELDS.filter((field) => !details[field]);
  return {
    Update: {
      Key: firmKey(structureId),
      UpdateExpression: [
        `SET nom = :nom, detailsVersion = :next${set.map((field) => `, #${field} = :${field}`).join('')}`,
        removed.length ? `REMOVE ${removed.map((field) => `#${field}`).join(', ')}` : '',
      ].join(' '),
      ExpressionAttributeNames: Object.fromEntries(FIRM_DETAIL_FIELDS.map((field) => [`#${field}`, field])),
      ConditionExpression: `attribute_exists(pk) AND ${readVersion ? 'detailsVersion = :read' : 'attribute_not_exists(detailsVersion)'}`,
      ExpressionAttributeValues: {
        ':nom': nom,
        ':next': readVersion + 1,
        ...Object.fromEntries(set.map((field) => [`:${field}`, details[field]])),
        ...(readVersion ? { ':read': readVersion } : {}),
      },
    },
  };
};

/** The new firm's checklist is closed for good: all done, or dismissed (the first time is kept). */
export const closeChecklist = (structureId: string, at: string) =>
  table.update({
    Key: firmKey(structureId),
    UpdateExpression: 'SET checklistClosedAt = if_not_exists(checklistClosedAt, :at)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at },
  });

/** A new firm, in the transaction that creates its first admin (`createUser`, `claimEmail`). */
export const createFirm = (firm: Firm): TransactItem => ({
  Put: { Item: firmItem(firm), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A firm keeps at least one active administrator. A write that takes an active admin away
 * (demote, deactivate, remove) carries this guard in its transaction: it moves the firm's
 * `adminsVersion` on, on condition that it is still the version read (consistently) before the
 * other admins were counted, so two such writes racing each other cannot both pass and two admins
 * cannot demote each other into a firm without one. Undefined when no other active admin remains:
 * the write must not happen.
 */
export const adminsGuard = async (leaving: User): Promise<TransactItem | undefined> => {
  const structureId = leaving.idStructure;
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND sk = :sk',
    ExpressionAttributeValues: { ':pk': firmPk(structureId), ':sk': 'FIRM' },
    ConsistentRead: true,
  });
  const version = Number(items[0]?.adminsVersion ?? 0);
  const others = (await listUsers(structureId)).filter((u) => isActiveAdmin(u) && u.idUtilisateur !== leaving.idUtilisateur);
  if (!others.length) return undefined;
  return {
    Update: {
      Key: firmKey(structureId),
      UpdateExpression: 'SET adminsVersion = :next',
      ConditionExpression: `attribute_exists(pk) AND ${version ? 'adminsVersion = :version' : 'attribute_not_exists(adminsVersion)'}`,
      ExpressionAttributeValues: { ':next': version + 1, ...(version ? { ':version': version } : {}) },
    },
  };
};
