import { findInvoice } from '../db/invoices';
import { AppError, NotFoundError } from '../errors';
import type { Caller } from './caller';
import { dossierFor, isClientCaller } from './dossier-access';

/**
 * The firm's invoice with this id as the caller may read it: staff any of the firm's, a client an
 * issued one of their own dossier; 404 otherwise (a draft is not revealed to a client).
 */
export const readableInvoice = async (caller: Caller, invoiceId: string) => {
  const found = await findInvoice(caller.structureId, invoiceId);
  if (!found || (isClientCaller(caller) && found.invoice.statut !== 'EMISE')) throw new NotFoundError();
  const dossier = await dossierFor(caller, found.invoice.idDossier);
  return { ...found, dossier };
};

/**
 * Only an administrator or the dossier's lawyer issues an invoice or a credit note, or sends one to
 * the clients (an assistant prepares drafts): 403 with `reason` (`invoice_issue_forbidden`,
 * `credit_note_forbidden`, `invoice_send_forbidden`).
 */
export const checkMayIssue = (caller: Caller, lawyerId: string, reason = 'invoice_issue_forbidden') => {
  if (!caller.roles.includes('ADMIN') && caller.userId !== lawyerId) throw new AppError(403, 'forbidden', reason);
};
