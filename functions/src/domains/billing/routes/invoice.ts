import { defineHandler } from '../../../runtime/define-handler';
import { invoiceView } from '../invoices';
import { readableInvoice } from '../../../services/invoice-access';

/** An invoice with its lines, totals, payments and credit notes: staff any of the firm's, a client an issued one of their dossier. */
export const handler = defineHandler('billing.invoice', async ({ params }, { caller }) => {
  const { invoice, payments, creditNotes } = await readableInvoice(caller, params.id);
  return invoiceView(invoice, payments, creditNotes);
});
