import { toDirhams } from '@mizan/shared/money';
import type { Expense, ExpenseTotals } from '../../db/expenses';
import type { ReferenceLabels } from '../../services/reference-data';

/** An expense as the API answers it (specification section 3, Depense): `montant` in dirhams. */
export const expenseView = (expense: Expense, labels: ReferenceLabels) => ({
  idDepense: expense.idDepense,
  idDossier: expense.idDossier,
  idTypeDepense: expense.idTypeDepense,
  typeDepenseLabel: labels.expenseType(expense.idTypeDepense),
  dateDepense: expense.dateDepense,
  montant: toDirhams(expense.centimes),
  libelle: expense.libelle ?? null,
  auteur: expense.auteur,
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
