import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk, ID_PATTERN } from './keys';
import { indexDayRange } from './partition-pages';

/**
 * Time entries: one item per entry under its own key `T#{sid}#TEMPS#{id}` / `TEMPS` (its id alone
 * finds it, strongly consistent), indexed by its person (gsi1 `T#{sid}#U#{uid}#TEMPS`) and by its
 * dossier (gsi2 `T#{sid}#D#{did}#TEMPS`), both by `{date}#{id}`: a person's week is one BETWEEN,
 * a dossier's list one page of its index, newest day first. Beside the dossier's other items, one
 * totals item `TOTAL#TEMPS` counts its entries, minutes, billable minutes and each person's billable
 * minutes (`facturables#{uid}`), added to in the entry's own transaction. Each edit raises the
 * entry's `version`; every edit or delete is conditional on the version read, so the totals move by
 * exactly what the entry held.
 */
export type TimeEntry = {
  id: string;
  idDossier: string;
  date: string;
  minutes: number;
  description: string;
  facturable: boolean;
  idEcheance?: string;
  idUtilisateur: string;
  nom: string;
  createdAt: string;
  version: number;
  updatedAt?: string;
  /** The invoice that billed it, once issued: it is then never edited, deleted or billed again. */
  idFacture?: string;
};
export type TimeTotals = {
  nombre: number;
  minutes: number;
  facturables: number;
  /** Billable minutes per person. */
  byPerson: { idUtilisateur: string; minutes: number }[];
};

const entryKey = (structureId: string, entryId: string) => ({ pk: `${firmPk(structureId)}#TEMPS#${entryId}`, sk: 'TEMPS' });
const personPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#TEMPS`;
const dossierIndexPk = (structureId: string, dossierId: string) => `${dossierPk(structureId, dossierId)}#TEMPS`;
const position = (entry: Pick<TimeEntry, 'date' | 'id'>) => `${entry.date}#${entry.id}`;
const totalsKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'TOTAL#TEMPS' });

/** A page position as `timeEntriesPage` answers it: `{date}#{entryId}`. */
export const isTimeEntryPosition = (value: string) => new RegExp(`^\\d{4}-\\d{2}-\\d{2}#${ID_PATTERN}$`).test(value);

const entryItem = (structureId: string, entry: TimeEntry): Item => ({
  ...entryKey(structureId, entry.id),
  gsi1pk: personPk(structureId, entry.idUtilisateur),
  gsi1sk: position(entry),
  gsi2pk: dossierIndexPk(structureId, entry.idDossier),
  gsi2sk: position(entry),
  type: 'TIME_ENTRY',
  ...entry,
});

const fromItem = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _s1, gsi2pk: _g2, gsi2sk: _s2, ...entry }: Item) =>
  entry as unknown as TimeEntry;

/** One entry's share of its dossier's totals, counted with a sign (−1 to take it away). */
const counted = (entry: TimeEntry, sign: 1 | -1) => ({
  nombre: sign,
  minutes: sign * entry.minutes,
  facturables: entry.facturable ? sign * entry.minutes : 0,
  person: entry.idUtilisateur,
});

/** The shares added to the dossier's totals, as one update (a person's shares merged). */
const addToTotals = (structureId: string, dossierId: string, shares: readonly ReturnType<typeof counted>[]): TransactItem => {
  const byPerson = new Map<string, number>();
  for (const share of shares) byPerson.set(share.person, (byPerson.get(share.person) ?? 0) + share.facturables);
  const names: Record<string, string> = { '#nombre': 'nombre', '#minutes': 'minutes', '#facturables': 'facturables', '#type': 'type' };
  const values: Record<string, unknown> = {
    ':nombre': shares.reduce((sum, share) => sum + share.nombre, 0),
    ':minutes': shares.reduce((sum, share) => sum + share.minutes, 0),
    ':facturables': shares.reduce((sum, share) => sum + share.facturables, 0),
    ':type': 'DOSSIER_TIME_TOTALS',
  };
  const additions = ['#nombre :nombre', '#minutes :minutes', '#facturables :facturables'];
  [...byPerson].forEach(([person, minutes], index) => {
    names[`#person${index}`] = `facturables#${person}`;
    values[`:person${index}`] = minutes;
    additions.push(`#person${index} :person${index}`);
  });
  return {
    Update: {
      Key: totalsKey(structureId, dossierId),
      UpdateExpression: `ADD ${additions.join(', ')} SET #type = :type`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

const atVersion = (entry: TimeEntry) => ({
  ConditionExpression: 'version = :version',
  ExpressionAttributeValues: { ':version': entry.version },
});

/** A new entry and its dossier's totals, for one transaction. */
export const putTimeEntry = (structureId: string, entry: TimeEntry): TransactItem[] => [
  { Put: { Item: entryItem(structureId, entry), ConditionExpression: 'attribute_not_exists(pk)' } },
  addToTotals(structureId, entry.idDossier, [counted(entry, 1)]),
];

/** An edit: `entry` (conditional on the version read) and `totals` (moved by the difference). */
export const reviseTimeEntry = (structureId: string, before: TimeEntry, after: TimeEntry) => ({
  entry: { Put: { Item: entryItem(structureId, after), ...atVersion(before) } } as TransactItem,
  totals: addToTotals(structureId, after.idDossier, [counted(before, -1), counted(after, 1)]),
});

/** A deletion: `entry` (conditional on the version read) and `totals` (what it held taken away). */
export const removeTimeEntry = (structureId: string, entry: TimeEntry) => ({
  entry: { Delete: { Key: entryKey(structureId, entry.id), ...atVersion(entry) } } as TransactItem,
  totals: addToTotals(structureId, entry.idDossier, [counted(entry, -1)]),
});

/** The firm's entry with this id, read consistently (a change follows). */
export const findTimeEntry = async (structureId: string, entryId: string): Promise<TimeEntry | undefined> => {
  const item = await table.get(entryKey(structureId, entryId), { consistent: true });
  return item && fromItem(item);
};

/** A page of a dossier's entries, newest day first (its index), and the position of the last one when more follow. */
export const timeEntriesPage = async (structureId: string, dossierId: string, limit: number, after?: string) => {
  const gsi2pk = dossierIndexPk(structureId, dossierId);
  const start = after && { ...entryKey(structureId, after.slice(after.indexOf('#') + 1)), gsi2pk, gsi2sk: after };
  const { items } = await table.query({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi2pk },
    ScanIndexForward: false,
    Limit: limit + 1,
    ExclusiveStartKey: start || undefined,
  });
  const entries = items.slice(0, limit).map(fromItem);
  const last = entries.at(-1);
  return { entries, last: items.length > limit && last ? position(last) : undefined };
};

/** A person's entries from a day to a day (inclusive), oldest first. */
export const personTimeBetween = async (structureId: string, userId: string, from: string, to: string) =>
  (await indexDayRange('gsi1', personPk(structureId, userId), from, to)).map(fromItem);

/** The dossier's totals (one consistent GetItem); zero when it has no entry. */
export const timeTotals = async (structureId: string, dossierId: string): Promise<TimeTotals> => {
  const item = await table.get(totalsKey(structureId, dossierId), { consistent: true });
  const byPerson = Object.entries(item ?? {})
    .filter(([name]) => name.startsWith('facturables#'))
    .map(([name, minutes]) => ({ idUtilisateur: name.slice('facturables#'.length), minutes: Number(minutes) }))
    .filter((person) => person.minutes > 0);
  return {
    nombre: Number(item?.nombre ?? 0),
    minutes: Number(item?.minutes ?? 0),
    facturables: Number(item?.facturables ?? 0),
    byPerson,
  };
};

/** A dossier's billable entries no issued invoice has billed, oldest day first (its index, read whole). */
export const unbilledTimeEntries = async (structureId: string, dossierId: string): Promise<TimeEntry[]> =>
  (
    await table.queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: 'facturable = :yes AND attribute_not_exists(idFacture)',
      ExpressionAttributeValues: { ':pk': dossierIndexPk(structureId, dossierId), ':yes': true },
    })
  ).map(fromItem);

/**
 * The entry billed by an invoice, for the transaction: conditional on its still existing
 * and never billed (so no entry is billed twice); its version moves, so an edit read before fails.
 */
export const markTimeEntryBilled = (structureId: string, entryId: string, invoiceId: string): TransactItem => ({
  Update: {
    Key: entryKey(structureId, entryId),
    UpdateExpression: 'SET idFacture = :invoice, version = version + :one',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(idFacture)',
    ExpressionAttributeValues: { ':invoice': invoiceId, ':one': 1 },
  },
});
