import { expensesPage, expenseTotals, isExpensePosition } from '../../../db/expenses';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { encodeCursor } from '../../../services/dossier-pages';
import { loadReferenceLabels } from '../../../services/reference-data';
import { expenseView, totalsView } from '../expenses';
import { afterCursor } from '../pages';

/**
 * A page of a dossier's expenses, newest date first, with the dossier's total and subtotals per
 * type: one Query of the page, one GetItem of the totals and the firm's labels, read together.
 */
export const handler = defineHandler('dossiers.expenses', async ({ params, query }, { caller, language }) => {
  const sid = caller.structureId;
  const after = afterCursor(query.cursor, language, isExpensePosition);
  const [page, totals, labels] = await Promise.all([
    expensesPage(sid, params.id, query.limit, after),
    expenseTotals(sid, params.id),
    loadReferenceLabels(sid, language),
    dossierFor(caller, params.id),
  ]);
  return {
    items: page.expenses.map((expense) => expenseView(expense, labels, caller)),
    cursor: encodeCursor(page.last ? { after: page.last } : undefined),
    ...totalsView(totals, labels),
  };
});
