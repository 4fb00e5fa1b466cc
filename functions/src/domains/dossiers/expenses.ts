import { toDirhams } from '@mizan/shared/money';
import { findExpense, versionOf, type Expense, type ExpenseTotals } from '../../db/expenses';
import type { HistoryChange } from '../../db/history';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import type { Caller } from '../../services/caller';
import type { ReferenceLabels } from '../../services/reference-data';

/** Its author or an administrator of the firm may edit or delete an expense, until an issued invoice bills it. */
const mayChange = (expense: Expense, caller: Caller) =>
  !expense.idFacture && (expense.idUtilisateur === caller.userId || caller.roles.includes('ADMIN'));

/** An expense as the API answers it (specification section 3, Depense): `montant` in dirhams. */
export const expenseView = (expense: Expense, labels: ReferenceLabels, caller: Caller) => ({
  idDepense: expense.idDepense,
  idDossier: expense.idDossier,
  idTypeDepense: expense.idTypeDepense,
  typeDepenseLabel: labels.expenseType(expense.idTypeDepense),
  dateDepense: expense.dateDepense,
  montant: toDirhams(expense.centimes),
  libelle: expense.libelle ?? null,
  auteur: expense.auteur,
  version: versionOf(expense),
  modifiable: mayChange(expense, caller),
});

/** The dossier's total and number of expenses, and each type's, largest subtotal first. */
export const totalsView = (totals: ExpenseTotals, labels: ReferenceLabels) => ({
  total: toDirhams(totals.centimes),
  nombre: totals.nombre,
  sousTotaux: totals.byType
    .filter((type) => type.nombre > 0)
    .sort((a, b) => b.centimes - a.centimes || a.idTypeDepense.localeCompare(b.idTypeDepense))
    .map((type) => ({
      idTypeDepense: type.idTypeDepense,
      typeDepenseLabel: labels.expenseType(type.idTypeDepense),
      total: toDirhams(type.centimes),
      nombre: type.nombre,
    })),
});

/** 409 `expense_changed`, on the version: the expense was edited or deleted since it was read. */
export const expenseChanged = () => new ConflictError('expense_changed', 'version', 'expense_changed');

/**
 * The firm's expense with this id, if the caller may change it: 404 when the firm has no such
 * expense, 409 `expense_billed` once an issued invoice bills it, 403 when neither its author nor an
 * administrator asks.
 */
export const changeableExpense = async (caller: Caller, expenseId: string) => {
  const expense = await findExpense(caller.structureId, expenseId);
  if (!expense) throw new NotFoundError();
  if (expense.idFacture) throw new ConflictError('expense_billed', null);
  if (!mayChange(expense, caller)) throw new AppError(403, 'forbidden', 'expense_not_author');
  return expense;
};

/** The fields of an expense its history entries record, amounts in centimes. */
const RECORDED = ['dateDepense', 'idTypeDepense', 'centimes', 'libelle'] as const satisfies readonly (keyof Expense)[];

/**
 * What an edit changed (`after`), or what a deletion took away (no `after`: every recorded field
 * before, and null after), as data the web words in the reader's language.
 */
export const expenseChanges = (before: Expense, after?: Expense): HistoryChange[] =>
  RECORDED.filter((field) => !after || (before[field] ?? null) !== (after[field] ?? null)).map((field) => ({
    field,
    before: before[field] ?? null,
    after: after ? (after[field] ?? null) : null,
  }));
