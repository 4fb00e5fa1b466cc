import { removeDraft } from '../../../db/invoices';
import { defineHandler } from '../../../runtime/define-handler';
import { commit } from '../../../services/guarded-transaction';
import { draftFor, guardedWrites, invoiceChanged } from '../invoices';

/** Staff delete a draft (409 `invoice_issued` for an issued invoice, which is never deleted). */
export const handler = defineHandler('billing.deleteInvoice', async ({ params }, { caller }) => {
  const { invoice } = await draftFor(caller, params.id);
  await commit(guardedWrites(removeDraft(caller.structureId, invoice), invoiceChanged));
  return { ok: true as const };
});
