import { clock } from '../../../adapters/clock';
import { reviseExpense, versionOf, type Expense } from '../../../db/expenses';
import { appendDossierEvent } from '../../../db/history';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { commit, plain, withFreshReads } from '../../../services/guarded-transaction';
import { authorOf, describeChanges, historyEntry } from '../../../services/history';
import { loadReferenceLabels, referenceUsage } from '../../../services/reference-data';
import { changeableExpense, expenseChanged, expenseChanges, expenseView } from '../expenses';

/**
 * Its author or an administrator edits an expense, at the version they read (409
 * `expense_changed` otherwise), in one transaction: the expense, its dossier's totals moved by the
 * difference, a use of its type moved to the new type (an unknown or deactivated one is refused on
 * the field) and an entry in the dossier's history with each field before and after. The same
 * values change nothing.
 */
export const handler = defineHandler('dossiers.updateExpense', async ({ params, body }, { caller, language }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const before = await changeableExpense(caller, params.id);
    if (body.version !== versionOf(before)) throw expenseChanged();
    const labels = await loadReferenceLabels(sid, language);
    const after: Expense = {
      ...before,
      idTypeDepense: body.idTypeDepense,
      dateDepense: body.dateDepense,
      centimes: body.montant,
      libelle: body.libelle,
      version: versionOf(before) + 1,
      updatedAt: clock.nowIso(),
    };
    const changes = expenseChanges(before, after);
    if (!changes.length) return expenseView(before, labels, caller);
    const entry = historyEntry(before.idDossier, authorOf(caller), {
      idTypeAction: 'DEPENSE_MODIFIEE',
      valeur: describeChanges(changes),
      changes,
    });
    const revision = reviseExpense(sid, before, after);
    const typeMoved = before.idTypeDepense !== after.idTypeDepense;
    await commit([
      ...revision.expense.map((write) => ({ write, onConditionFailure: expenseChanged })),
      ...revision.others.map(plain),
      ...(typeMoved
        ? [
            plain(referenceUsage(sid, 'expenseType', before.idTypeDepense, -1)),
            {
              write: referenceUsage(sid, 'expenseType', after.idTypeDepense, 1),
              onConditionFailure: () => new ValidationError([fieldError('idTypeDepense', 'expense_type_invalid', language)]),
            },
          ]
        : []),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    return expenseView(after, labels, caller);
  }),
);
