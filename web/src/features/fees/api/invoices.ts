import { callApiFile, type ApiResponse } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiPages, useApiQuery } from '../../../lib/use-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

export type Invoice = ApiResponse<'billing.invoice'>;
export type InvoiceSummary = ApiResponse<'billing.invoices'>['items'][number];

/** GET api/Dossier/{id}/factures: the dossier's invoices, newest first, 10 a page, each page with the dossier's balance (a client's: issued ones). */
export const useInvoices = (dossierId: string) => useApiPages('billing.invoices', { params: { id: dossierId }, query: { limit: 10 } });
/** GET api/Factures/{id}: one invoice with its lines and payments (read before editing a draft). */
export const useInvoice = (invoiceId: string | null) => useApiQuery('billing.invoice', invoiceId ? { params: { id: invoiceId } } : null);
/** POST api/Dossier/{id}/factures, PUT and DELETE api/Factures/{id}, POST …/emettre, …/paiements and …/avoirs. */
export const useCreateInvoice = () => useApiMutation('billing.createInvoice');
export const useUpdateInvoice = () => useApiMutation('billing.updateInvoice');
export const useDeleteInvoice = () => useApiMutation('billing.deleteInvoice');
export const useIssueInvoice = () => useApiMutation('billing.issueInvoice');
export const useAddPayment = () => useApiMutation('billing.addPayment');
export const useCreateCreditNote = () => useApiMutation('billing.createCreditNote');

/** GET api/Factures/{id}/pdf: an issued invoice's PDF, in its client's language, saved as `{numero}.pdf`. */
export const downloadInvoicePdf = async (invoice: Pick<InvoiceSummary, 'id' | 'numero'>) =>
  saveFile(`${invoice.numero ?? invoice.id}.pdf`, await callApiFile('print.invoicePdf', { params: { id: invoice.id }, query: {} }));
