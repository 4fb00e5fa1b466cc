import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk } from './dossiers';
import { ID_PATTERN } from './keys';
import { partitionPage } from './partition-pages';

/**
 * A dossier's expenses: one item per expense under `DEPENSE#{dateDepense}#{expenseId}` in the
 * dossier's partition (newest date first, then newest written), amounts in whole centimes. Beside
 * them one totals item, `TOTAL#DEPENSES`, counts the dossier's total and, per expense type, its
 * subtotal and number (`centimes#{type}`, `nombre#{type}`), added to in the expense's own
 * transaction: the totals cost one read however many expenses there are, and integer sums are
 * exact. Neither touches the dossier's record or its version.
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
};
export type ExpenseTotals = {
  centimes: number;
  nombre: number;
  byType: { idTypeDepense: string; centimes: number; nombre: number }[];
};

const PREFIX = 'DEPENSE#';
const position = (expense: Pick<Expense, 'dateDepense' | 'idDepense'>) => `${expense.dateDepense}#${expense.idDepense}`;
const expenseKey = (structureId: string, expense: Expense) => ({
  pk: dossierPk(structureId, expense.idDossier),
  sk: `${PREFIX}${position(expense)}`,
});
const totalsKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'TOTAL#DEPENSES' });

/** A page position as `expensesPage` answers it: `{dateDepense}#{expenseId}`. */
export const isExpensePosition = (value: string) => new RegExp(`^\\d{4}-\\d{2}-\\d{2}#${ID_PATTERN}$`).test(value);

/** The expense and the additions to its dossier's totals, for one transaction. */
export const putExpense = (structureId: string, expense: Expense): TransactItem[] => [
  {
    Put: {
      Item: { ...expenseKey(structureId, expense), type: 'DOSSIER_EXPENSE', ...expense },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Update: {
      Key: totalsKey(structureId, expense.idDossier),
      UpdateExpression: 'ADD #total :centimes, #count :one, #typeTotal :centimes, #typeCount :one SET #type = :type',
      ExpressionAttributeNames: {
        '#total': 'centimes',
        '#count': 'nombre',
        '#typeTotal': `centimes#${expense.idTypeDepense}`,
        '#typeCount': `nombre#${expense.idTypeDepense}`,
        '#type': 'type',
      },
      ExpressionAttributeValues: { ':centimes': expense.centimes, ':one': 1, ':type': 'DOSSIER_EXPENSE_TOTALS' },
    },
  },
];

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...expense }: Item): Expense => expense as unknown as Expense;

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
