import { addToBillingTotals, recordPayment, type Payment } from '../../../db/invoices';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { activityEntry, originOf } from '../../../services/activity-log';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { guardedWrites, invoiceView, receipt } from '../invoices';
import { readableInvoice } from '../../../services/invoice-access';

/**
 * Staff record a payment of an issued invoice (409 `invoice_not_issued` for a draft), never more
 * than what remains due after its credit notes (409 `overpayment` on `montant`): the payment, the
 * invoice's paid amount moved from the amounts read (a concurrent payment makes this one decide again), the dossier's
 * totals and the activity log, in one transaction.
 */
export const handler = defineHandler('billing.addPayment', async ({ params, body }, { caller, sourceIp }) => {
  const sid = caller.structureId;
  return withFreshReads(async () => {
    const { invoice, payments, creditNotes } = await readableInvoice(caller, params.id);
    if (invoice.statut !== 'EMISE') throw new ConflictError('invoice_not_issued', null);
    const due = invoice.totaux.netCentimes - (invoice.avoirCentimes ?? 0) - invoice.payeCentimes;
    if (body.montant > due) throw new ConflictError('overpayment', 'montant', 'overpayment');
    const payment: Payment = receipt(body, caller);
    await commit([
      ...guardedWrites(recordPayment(sid, invoice, payment), () => new StaleReadError()),
      plain(addToBillingTotals(sid, invoice.idDossier, { payeCentimes: payment.montantCentimes })),
      plain(
        activityEntry(originOf(caller, sourceIp), {
          kind: 'PAYMENT_RECORDED',
          subject: invoice.numero,
          precisions: [payment.mode],
          refs: { idFacture: invoice.id, idDossier: invoice.idDossier },
        }),
      ),
    ]);
    return invoiceView({ ...invoice, payeCentimes: invoice.payeCentimes + payment.montantCentimes }, [...payments, payment], creditNotes);
  });
});
