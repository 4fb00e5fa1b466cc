import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { config } from '../../../adapters/config';
import { storage } from '../../../adapters/storage';
import { partyName } from '../../../db/clients';
import type { StoredDocument } from '../../../db/documents';
import { recordSending, type InvoiceSending } from '../../../db/invoices';
import { newId } from '../../../db/keys';
import { getUser } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { log } from '../../../runtime/log';
import { documentWrites, objectPath, queueTextReading, uploaderOf } from '../../../services/document-uploads';
import { commit, plain } from '../../../services/guarded-transaction';
import { checkMayIssue, readableInvoice } from '../../../services/invoice-access';
import { emailWrite } from '../../../services/outbox';
import { amountText, dayText, invoiceTitle } from '../invoice-document';
import { invoiceEmail } from '../invoice-email';
import { invoiceFile } from '../invoice-file';

/**
 * Sends an issued invoice to the dossier's clients (an administrator or the dossier's lawyer, 403
 * `invoice_send_forbidden` otherwise; 409 `invoice_pdf_of_draft` for a draft): its PDF in their
 * language (invoice-file.ts) is stored as a document of the dossier that its clients see (PB, named
 * after the note), and emailed, attached, to each client with an address (409
 * `invoice_no_recipient` when none has one), replies going to the dossier's lawyer. The document,
 * the invoice's `envoi` and the emails are one transaction (the file, stored first, is removed when
 * it fails); a second sending stores what is sent then (credit notes and payments since included).
 */
export const handler = defineHandler('print.sendInvoice', async ({ params }, { caller }) => {
  const sid = caller.structureId;
  const found = await readableInvoice(caller, params.id);
  const { invoice, dossier } = found;
  checkMayIssue(caller, dossier.idUtilisateur, 'invoice_send_forbidden');
  const [{ file, language, clients, firm }, lawyer] = await Promise.all([invoiceFile(sid, found), getUser(sid, dossier.idUtilisateur)]);
  const recipients = clients.filter((client) => client.email);
  if (!recipients.length) throw new ConflictError('invoice_no_recipient', null);

  const numero = invoice.numero!;
  const id = newId();
  const path = objectPath(sid, dossier.id, id);
  const document: StoredDocument = {
    id,
    idDossier: dossier.id,
    nom: invoiceTitle(numero, language),
    extension: 'pdf',
    contentType: CONTENT_TYPES.pdf,
    confidentialite: 'PB',
    ...uploaderOf(caller),
    size: file.length,
    dateUpload: clock.nowIso(),
    path,
  };
  const sending: InvoiceSending = {
    date: clock.nowIso(),
    par: caller.name,
    destinataires: recipients.map((client) => client.email!),
    idDocument: id,
  };
  const values = {
    firmName: firm?.nom ?? '',
    numero,
    day: dayText(invoice.dateEmission!),
    reference: dossier.refCabinet,
    amount: amountText(invoice.totaux.netCentimes, language),
    due: amountText(invoice.totaux.netCentimes - (invoice.avoirCentimes ?? 0) - invoice.payeCentimes, language),
  };
  const link = `${config.appUrl}/Client/Folder?id=${dossier.id}`;
  const pdf = { filename: `${numero}.pdf`, content: file };
  const emails = recipients.map((client) =>
    emailWrite(
      sid,
      invoiceEmail(
        { email: client.email!, name: partyName(client) },
        language,
        { ...values, link: client.idUtilisateur ? link : '' },
        pdf,
        lawyer?.email,
      ),
    ),
  );
  await storage.put(path, file, CONTENT_TYPES.pdf);
  try {
    await commit([...documentWrites(caller, document, false), plain(recordSending(sid, invoice.id, sending)), ...emails]);
  } catch (error) {
    await storage.remove(path);
    throw error;
  }
  await queueTextReading(sid, id, log);
  return sending;
});
