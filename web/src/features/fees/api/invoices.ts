import type { LIST_STATUSES } from '@mizan/shared/schemas/billing';
import { mutate, useSWRConfig } from 'swr';
import { callApi, callApiFile, type ApiResponse } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiPages, useApiQuery } from '../../../lib/use-api';
import { useApiMutation } from '../../../lib/use-api-mutation';

export type Invoice = ApiResponse<'billing.invoice'>;
export type InvoiceSummary = ApiResponse<'billing.invoices'>['items'][number];
export type InvoicePageBalance = ApiResponse<'billing.invoices'>['solde'];

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
/** POST api/Factures/{id}/envoyer: an issued invoice's PDF stored among the dossier's documents and emailed to its clients. */
export const useSendInvoice = () => useApiMutation('print.sendInvoice');
/** Keeps an invoice's answer to a change as its last read: its next dialog starts from it, not from the read before the change. */
export const useRememberInvoice = () => {
  const { mutate: mutateCache } = useSWRConfig();
  return (saved: Invoice) =>
    void mutateCache(
      (key) => Array.isArray(key) && key[0] === 'billing.invoice' && (key[1] as { params?: { id?: string } }).params?.id === saved.id,
      saved,
      { revalidate: false },
    );
};
/** Reads the dossier's detail again, whose documents list the PDF an invoice's sending stored. */
export const refreshDossierDetail = (dossierId: string) =>
  void mutate(
    (key) => Array.isArray(key) && key[0] === 'dossiers.get' && (key[1] as { params?: { id?: string } }).params?.id === dossierId,
  );

export type Provision = ApiResponse<'billing.provisions'>['items'][number];
/** GET api/Dossier/{id}/provisions: the dossier's provisions, newest first, 10 a page (staff). */
export const useProvisions = (dossierId: string) => useApiPages('billing.provisions', { params: { id: dossierId }, query: { limit: 10 } });
/** POST api/Dossier/{id}/provisions: a provision received (idempotent). */
export const useCreateProvision = () => useApiMutation('billing.createProvision');

/** GET api/Factures/{id}/pdf: an issued invoice's PDF, in its client's language, saved as `{numero}.pdf`. */
export const downloadInvoicePdf = async (invoice: Pick<InvoiceSummary, 'id' | 'numero'>) =>
  saveFile(`${invoice.numero ?? invoice.id}.pdf`, await callApiFile('print.invoicePdf', { params: { id: invoice.id }, query: {} }));
/** GET api/Factures/{id}/pdf?avoir=: one of its credit notes' PDF, saved as `{numero}.pdf` (AV-2026-0001.pdf). */
export const downloadCreditNotePdf = async (invoiceId: string, note: { id: string; numero: string }) =>
  saveFile(`${note.numero}.pdf`, await callApiFile('print.invoicePdf', { params: { id: invoiceId }, query: { avoir: note.id } }));

export type FirmInvoiceFilters = {
  statut?: (typeof LIST_STATUSES)[number];
  idClient?: string;
  idAvocat?: string;
  du?: string;
  au?: string;
};
export type FirmInvoiceRow = ApiResponse<'billing.firmInvoices'>['items'][number];
/** GET api/Factures: the firm's invoices (a lawyer's: their dossiers'), filtered, 20 a page, each page with the filtered set's totals and ageing. */
export const useFirmInvoices = (filters: FirmInvoiceFilters) => useApiPages('billing.firmInvoices', { query: { limit: 20, ...filters } });
/** GET api/Factures/xlsx: the filtered list, every page, as XLSX in the reader's language, saved as `{name}.xlsx`. */
export const downloadFirmInvoicesXlsx = async (filters: FirmInvoiceFilters, name: string) =>
  saveFile(`${name}.xlsx`, await callApiFile('billing.firmInvoicesXlsx', { query: filters }));
/** Every invoice of the filtered list, page after page (the accountant's export). */
export const readAllFirmInvoices = async (filters: FirmInvoiceFilters) => {
  const rows: FirmInvoiceRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi('billing.firmInvoices', { query: { ...filters, limit: 50, cursor } });
    rows.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return rows;
};
/** GET api/Factures/semaine: the firm's billing of this week (administrators and assistants). */
export const useBillingWeek = (enabled: boolean) => useApiQuery('billing.week', enabled ? {} : null);
