import { defineHandler } from '../../../runtime/define-handler';
import { invoiceView, readableInvoice } from '../invoices';

/** An invoice with its lines, totals and payments: staff any of the firm's, a client an issued one of their dossier. */
export const handler = defineHandler('billing.invoice', async ({ params }, { caller }) => {
  const { invoice, payments } = await readableInvoice(caller, params.id);
  return invoiceView(invoice, payments);
});
