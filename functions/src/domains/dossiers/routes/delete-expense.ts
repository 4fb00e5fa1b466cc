import { removeExpense } from '../../../db/expenses';
import { appendDossierEvent } from '../../../db/history';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { authorOf, describeChanges, historyEntry } from '../../../services/history';
import { referenceUsage } from '../../../services/reference-data';
import { changeableExpense, expenseChanges } from '../expenses';

/**
 * Its author or an administrator deletes an expense, in one transaction conditioned on the
 * expense being as read (else it is read again and the deletion decided again): the expense and
 * its pointer, its amount taken from its dossier's totals, one use fewer of its type, and an entry
 * in the dossier's history that keeps what it held.
 */
export const handler = defineHandler('dossiers.deleteExpense', ({ params }, { caller }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const expense = await changeableExpense(caller, params.id);
    const changes = expenseChanges(expense);
    const entry = historyEntry(expense.idDossier, authorOf(caller), {
      idTypeAction: 'DEPENSE_SUPPRIMEE',
      valeur: describeChanges(changes),
      changes,
    });
    const removal = removeExpense(sid, expense);
    await commit([
      { write: removal.expense, onConditionFailure: () => new StaleReadError() },
      ...removal.others.map(plain),
      plain(referenceUsage(sid, 'expenseType', expense.idTypeDepense, -1)),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    return { ok: true as const };
  }),
);
