import { clock } from '../../../adapters/clock';
import { putExpense, type Expense } from '../../../db/expenses';
import { newId } from '../../../db/keys';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { commit, plain } from '../../../services/guarded-transaction';
import { loadReferenceLabels, referenceUsage } from '../../../services/reference-data';
import { expenseView } from '../expenses';

/**
 * Adds an expense to a dossier in one transaction: the expense (at version 1) and its pointer, its dossier's totals and a use of
 * its type (an unknown or deactivated type is refused on the field). The amount arrives in
 * centimes (shared/src/money.ts). The dossier's record and version are not touched.
 */
export const handler = defineHandler('dossiers.addExpense', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const dossier = await dossierFor(caller, body.idDossier);
  const expense: Expense = {
    idDepense: newId(),
    idDossier: dossier.id,
    idTypeDepense: body.idTypeDepense,
    dateDepense: body.dateDepense,
    centimes: body.montant,
    libelle: body.libelle,
    idUtilisateur: caller.userId,
    auteur: caller.name,
    createdAt: clock.nowIso(),
    version: 1,
  };
  await commit([
    ...putExpense(sid, expense).map(plain),
    {
      write: referenceUsage(sid, 'expenseType', expense.idTypeDepense, 1),
      onConditionFailure: () => new ValidationError([fieldError('idTypeDepense', 'expense_type_invalid', language)]),
    },
  ]);
  return expenseView(expense, await loadReferenceLabels(sid, language), caller);
});
