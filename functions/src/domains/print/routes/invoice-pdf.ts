import { getClients } from '../../../db/clients';
import { dossierParties } from '../../../db/dossier-parties';
import { getFirm } from '../../../db/firms';
import { getUser } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { renderPdf } from '../../../print/pdf';
import { readableInvoice } from '../../../services/invoice-access';
import { invoiceDocument } from '../invoice-document';

/**
 * An issued invoice as an A4 PDF (409 `invoice_pdf_of_draft` for a draft), in the language asked,
 * else in the language of its dossier's first client with an account, else in French. Staff read
 * any of the firm's; a client their dossier's issued ones (404 otherwise). The file leaves as the
 * body, base64, as the hearing list: a note is a few tens of kilobytes.
 */
export const handler = defineHandler('print.invoicePdf', async ({ params, query }, { caller }) => {
  const sid = caller.structureId;
  const { invoice, creditNotes, dossier } = await readableInvoice(caller, params.id);
  if (invoice.statut !== 'EMISE') throw new ConflictError('invoice_pdf_of_draft', null);
  const parties = await dossierParties(sid, dossier.id);
  const [records, firm] = await Promise.all([
    getClients(
      sid,
      parties.filter((party) => party.role === 'CLIENT').map((party) => party.idClient),
    ),
    getFirm(sid),
  ]);
  const clients = [...records.values()];
  const account = clients.find((client) => client.idUtilisateur)?.idUtilisateur;
  const language = query.lang ?? (account ? (await getUser(sid, account))?.language : undefined) ?? 'fr';
  const document = invoiceDocument({ invoice, creditNotes, dossier, clients, firm }, language);
  return (await renderPdf(document)).toString('base64');
});
