import { defineHandler } from '../../../runtime/define-handler';
import { readableInvoice } from '../../../services/invoice-access';
import { invoiceFile } from '../invoice-file';

/**
 * An issued invoice as an A4 PDF (409 `invoice_pdf_of_draft` for a draft), or one of its credit
 * notes (`avoir`; 404 when not the invoice's), in the language asked,
 * else in the language of its dossier's first client with an account, else in French. Staff read
 * any of the firm's; a client their dossier's issued ones (404 otherwise). The file leaves as the
 * body, base64, as the hearing list: a note is a few tens of kilobytes.
 */
export const handler = defineHandler('print.invoicePdf', async ({ params, query }, { caller }) => {
  const found = await readableInvoice(caller, params.id);
  return (await invoiceFile(caller.structureId, found, query.lang, query.avoir)).file.toString('base64');
});
