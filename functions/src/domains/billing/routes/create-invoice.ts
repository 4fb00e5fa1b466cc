import { clock } from '../../../adapters/clock';
import { getAgreement } from '../../../db/fee-agreements';
import { unbilledExpenses } from '../../../db/expenses';
import { billingTotals, putDraft, type Invoice } from '../../../db/invoices';
import { newId } from '../../../db/keys';
import { availableProvisions } from '../../../db/provisions';
import { unbilledTimeEntries } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { casablancaWallTime } from '../../../services/deadline-dates';
import { dossierFor } from '../../../services/dossier-access';
import { commit } from '../../../services/guarded-transaction';
import { draftLines, draftTotals, guardedWrites, invoiceContext, invoiceView } from '../invoices';

/**
 * Staff draft an invoice from a dossier: its unbilled billable time valued at the agreement's
 * rates, the flat-fee instalments due, its unbilled expenses as disbursements, less the provisions
 * received and not yet deducted (never below zero). Nothing is marked
 * billed until the draft is issued; two drafts may hold the same work, the first issued bills it.
 */
export const handler = defineHandler('billing.createInvoice', async ({ params, body }, { caller }) => {
  const sid = caller.structureId;
  const [dossier, agreement, entries, expenses, totals, provisions] = await Promise.all([
    dossierFor(caller, params.id),
    getAgreement(sid, params.id),
    unbilledTimeEntries(sid, params.id),
    unbilledExpenses(sid, params.id),
    billingTotals(sid, params.id),
    availableProvisions(sid, params.id),
  ]);
  const contexte = await invoiceContext(sid, dossier);
  const now = clock.now();
  const lignes = draftLines(
    { entries, expenses, agreement, billedInstalments: totals.echeances },
    casablancaWallTime(now).day,
    body.tauxTva,
  );
  const terms = { exonere: body.exonere, retenueTvaBasisPoints: body.retenueTva * 100 };
  const invoice: Invoice = {
    id: newId(),
    idDossier: dossier.id,
    contexte,
    statut: 'BROUILLON',
    lignes,
    ...terms,
    ...draftTotals(lignes, terms, provisions),
    payeCentimes: 0,
    version: 1,
    createdAt: now.toISOString(),
    creePar: { id: caller.userId, name: caller.name },
  };
  await commit(guardedWrites(putDraft(sid, invoice)));
  return invoiceView(invoice);
});
