import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { firmPk, ID_PATTERN, sortKeyPrefix } from './keys';
import { partitionPage } from './partition-pages';

/**
 * A dossier's expenses: one item per expense under `DEPENSE#{dateDepense}#{expenseId}` in the
 * dossier's partition (newest date first, then newest written), amounts in whole centimes. Beside
 * them one totals item, `TOTAL#DEPENSES`, counts the dossier's total and, per expense type, its
 * subtotal and number (`centimes#{type}`, `nombre#{type}`), added to in the expense's own
 * transaction: the totals cost one read however many expenses there are, and integer sums are
 * exact. Neither touches the dossier's record or its version.
 *
 * A pointer `T#{sid}#DEPENSE#{expenseId}` / `DEPENSE`, written and deleted with the expense, gives
 * its dossier and date, by which an expense's id alone finds it (`PUT` and `DELETE
 * api/Dossier/depenses/{id}`). Each edit raises the expense's `version` (absent on expenses written
 * before edits existed: 0), and every edit or delete is conditional on the version read, so the
 * totals change by exactly what the expense held.
 */
export type Expense = {
  idDepense: string;
  idDossier: string;
  idTypeDepense: string;
  dateDepense: string;
  centimes: number;
  libelle?: string;
  idUtilisateur: string;
  auteur: string;
  createdAt: string;
  version?: number;
  updatedAt?: string;
  /** The invoice that re-billed it (a disbursement), once issued: it is then billed no more. */
  idFacture?: string;
};
export type ExpenseTotals = {
  centimes: number;
  nombre: number;
  byType: { idTypeDepense: string; centimes: number; nombre: number }[];
};

const PREFIX = 'DEPENSE#';
const position = (expense: Pick<Expense, 'dateDepense' | 'idDepense'>) => `${expense.dateDepense}#${expense.idDepense}`;
const expenseKey = (structureId: string, expense: Pick<Expense, 'idDossier' | 'dateDepense' | 'idDepense'>) => ({
  pk: dossierPk(structureId, expense.idDossier),
  sk: `${PREFIX}${position(expense)}`,
});
const totalsKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'TOTAL#DEPENSES' });
const pointerKey = (structureId: string, expenseId: string) => ({ pk: `${firmPk(structureId)}#DEPENSE#${expenseId}`, sk: 'DEPENSE' });

/** An expense's version: 0 for one written before expenses had one. */
export const versionOf = (expense: Pick<Expense, 'version'>) => expense.version ?? 0;

/** A page position as `expensesPage` answers it: `{dateDepense}#{expenseId}`. */
export const isExpensePosition = (value: string) => new RegExp(`^\\d{4}-\\d{2}-\\d{2}#${ID_PATTERN}$`).test(value);

/** One change of a type's share: its centimes and number added (negative to take away). */
type TotalsChange = { idTypeDepense: string; centimes: number; nombre: number };

/** The additions to the dossier's total, number, and each type's subtotal and number, as one update. */
const addToTotals = (structureId: string, dossierId: string, changes: readonly TotalsChange[]): TransactItem => {
  const byType = new Map<string, TotalsChange>();
  for (const change of changes) {
    const sum = byType.get(change.idTypeDepense);
    byType.set(change.idTypeDepense, {
      idTypeDepense: change.idTypeDepense,
      centimes: (sum?.centimes ?? 0) + change.centimes,
      nombre: (sum?.nombre ?? 0) + change.nombre,
    });
  }
  const names: Record<string, string> = { '#total': 'centimes', '#count': 'nombre', '#type': 'type' };
  const values: Record<string, unknown> = {
    ':centimes': changes.reduce((sum, change) => sum + change.centimes, 0),
    ':count': changes.reduce((sum, change) => sum + change.nombre, 0),
    ':type': 'DOSSIER_EXPENSE_TOTALS',
  };
  const additions = ['#total :centimes', '#count :count'];
  [...byType.values()].forEach((change, index) => {
    names[`#typeTotal${index}`] = `centimes#${change.idTypeDepense}`;
    names[`#typeCount${index}`] = `nombre#${change.idTypeDepense}`;
    values[`:typeTotal${index}`] = change.centimes;
    values[`:typeCount${index}`] = change.nombre;
    additions.push(`#typeTotal${index} :typeTotal${index}`, `#typeCount${index} :typeCount${index}`);
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

const counted = (expense: Expense, sign: 1 | -1): TotalsChange => ({
  idTypeDepense: expense.idTypeDepense,
  centimes: sign * expense.centimes,
  nombre: sign,
});

const expenseItem = (structureId: string, expense: Expense) => ({
  ...expenseKey(structureId, expense),
  type: 'DOSSIER_EXPENSE',
  ...expense,
});

const pointerItem = (structureId: string, expense: Pick<Expense, 'idDossier' | 'dateDepense' | 'idDepense'>) => ({
  ...pointerKey(structureId, expense.idDepense),
  type: 'EXPENSE_POINTER',
  idDossier: expense.idDossier,
  dateDepense: expense.dateDepense,
});

/** The expense is still as it was read: its version has not moved. */
const atVersion = (expense: Expense) =>
  versionOf(expense) === 0
    ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)' }
    : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': versionOf(expense) } };

/** The expense, its pointer and the additions to its dossier's totals, for one transaction. */
export const putExpense = (structureId: string, expense: Expense): TransactItem[] => [
  { Put: { Item: expenseItem(structureId, expense), ConditionExpression: 'attribute_not_exists(pk)' } },
  {
    Put: {
      Item: pointerItem(structureId, expense),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  addToTotals(structureId, expense.idDossier, [counted(expense, 1)]),
];

/**
 * An edit, for one transaction: `expense` (the writes conditional on the version read: the
 * expense rewritten in place, or, for a new date, deleted and put under its new key) and
 * `others` (the pointer's date, the totals moved by the difference).
 */
export const reviseExpense = (
  structureId: string,
  before: Expense,
  after: Expense,
): { expense: TransactItem[]; others: TransactItem[] } => {
  const moved = before.dateDepense !== after.dateDepense;
  const expense: TransactItem[] = moved
    ? [
        { Delete: { Key: expenseKey(structureId, before), ...atVersion(before) } },
        { Put: { Item: expenseItem(structureId, after), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]
    : [{ Put: { Item: expenseItem(structureId, after), ...atVersion(before) } }];
  const pointer: TransactItem[] = moved
    ? [
        {
          Update: {
            Key: pointerKey(structureId, after.idDepense),
            UpdateExpression: 'SET dateDepense = :date',
            ExpressionAttributeValues: { ':date': after.dateDepense },
          },
        },
      ]
    : [];
  return { expense, others: [...pointer, addToTotals(structureId, after.idDossier, [counted(before, -1), counted(after, 1)])] };
};

/** A deletion, for one transaction: `expense` (conditional on the version read) and `others` (its pointer, the totals taken from). */
export const removeExpense = (structureId: string, expense: Expense): { expense: TransactItem; others: TransactItem[] } => ({
  expense: { Delete: { Key: expenseKey(structureId, expense), ...atVersion(expense) } },
  others: [
    { Delete: { Key: pointerKey(structureId, expense.idDepense) } },
    addToTotals(structureId, expense.idDossier, [counted(expense, -1)]),
  ],
});

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...expense }: Item): Expense => expense as unknown as Expense;

/**
 * One-shot maintenance after deploying expense edits (`npm run migrate:expenses`; the local stack
 * does it once per data directory): gives every expense written before them its pointer. A
 * pointer already there is kept. Answers how many were written; running it again writes none.
 */
export const pointOldExpenses = async (): Promise<number> => {
  let written = 0;
  for await (const item of table.scan({
    FilterExpression: '#type = :expense',
    ProjectionExpression: 'pk, idDepense, idDossier, dateDepense',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':expense': 'DOSSIER_EXPENSE' },
    ConsistentRead: true,
  })) {
    const structureId = String(item.pk).slice(firmPk('').length, String(item.pk).lastIndexOf('#D#'));
    const expense = { idDepense: String(item.idDepense), idDossier: String(item.idDossier), dateDepense: String(item.dateDepense) };
    try {
      await table.put(pointerItem(structureId, expense), 'attribute_not_exists(pk)');
      written++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return written;
};

/**
 * The firm's expense with this id, read consistently (a change follows): its pointer, then itself.
 * An edit that moved its date between the two reads moved the pointer too: read it again.
 */
export const findExpense = async (structureId: string, expenseId: string): Promise<Expense | undefined> => {
  for (let read = 0; read < 3; read++) {
    const pointer = await table.get(pointerKey(structureId, expenseId), { consistent: true });
    if (!pointer) return undefined;
    const at = { idDossier: pointer.idDossier as string, dateDepense: pointer.dateDepense as string, idDepense: expenseId };
    const item = await table.get(expenseKey(structureId, at), { consistent: true });
    if (item) return fromItem(item);
  }
  return undefined;
};

/** A page of a dossier's expenses, newest date first, and the position of the last one when more follow. */
export const expensesPage = async (structureId: string, dossierId: string, limit: number, after?: string) => {
  const pk = dossierPk(structureId, dossierId);
  const { items, lastSk } = await partitionPage('newestFirst', pk, PREFIX, limit, after && `${PREFIX}${after}`);
  const expenses = items.map(fromItem);
  const last = expenses.at(-1);
  return { expenses, last: lastSk && last ? position(last) : undefined };
};

/** The dossier's total and subtotals per type (one consistent GetItem); zero when it has no expense. */
export const expenseTotals = async (structureId: string, dossierId: string): Promise<ExpenseTotals> => {
  const item = await table.get(totalsKey(structureId, dossierId), { consistent: true });
  const byType = Object.entries(item ?? {})
    .filter(([name]) => name.startsWith('centimes#'))
    .map(([name, centimes]) => {
      const idTypeDepense = name.slice('centimes#'.length);
      return { idTypeDepense, centimes: Number(centimes), nombre: Number(item?.[`nombre#${idTypeDepense}`] ?? 0) };
    });
  return { centimes: Number(item?.centimes ?? 0), nombre: Number(item?.nombre ?? 0), byType };
};

/** A dossier's expenses no issued invoice has re-billed, oldest date first (its partition's expenses, read whole). */
export const unbilledExpenses = async (structureId: string, dossierId: string): Promise<Expense[]> =>
  (
    await table.queryAll({
      ...sortKeyPrefix(dossierPk(structureId, dossierId), PREFIX),
      FilterExpression: 'attribute_not_exists(idFacture)',
      ConsistentRead: true,
    })
  ).map(fromItem);

/**
 * The expense re-billed by an invoice, for the transaction: conditional on its still existing
 * and never billed; its version moves, so an edit read before fails.
 */
export const markExpenseBilled = (
  structureId: string,
  expense: Pick<Expense, 'idDossier' | 'dateDepense' | 'idDepense'>,
  invoiceId: string,
): TransactItem => ({
  Update: {
    Key: expenseKey(structureId, expense),
    UpdateExpression: 'SET idFacture = :invoice, version = if_not_exists(version, :zero) + :one',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(idFacture)',
    ExpressionAttributeValues: { ':invoice': invoiceId, ':zero': 0, ':one': 1 },
  },
});
