import type { Language } from '@mizan/shared/roles';
import { getClients } from '../../db/clients';
import { dossierParties } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import { getFirm } from '../../db/firms';
import type { CreditNote, Invoice } from '../../db/invoices';
import { getUser } from '../../db/users';
import { ConflictError, NotFoundError } from '../../errors';
import { renderPdf } from '../../print/pdf';
import { creditNoteDocument, invoiceDocument } from './invoice-document';

/**
 * An issued invoice's PDF (409 `invoice_pdf_of_draft` for a draft), or one of its credit notes'
 * (`creditNoteId`; 404 when it is not the invoice's), in the language asked, else in the language
 * of its dossier's first client with an account, else in French; with the dossier's client records
 * and the firm, which its sending reads too.
 */
export const invoiceFile = async (
  structureId: string,
  { invoice, creditNotes, dossier }: { invoice: Invoice; creditNotes: readonly CreditNote[]; dossier: Dossier },
  asked?: Language,
  creditNoteId?: string,
) => {
  if (invoice.statut !== 'EMISE') throw new ConflictError('invoice_pdf_of_draft', null);
  const note = creditNoteId === undefined ? undefined : creditNotes.find((candidate) => candidate.id === creditNoteId);
  if (creditNoteId !== undefined && !note) throw new NotFoundError();
  const parties = await dossierParties(structureId, dossier.id);
  const [records, firm] = await Promise.all([
    getClients(
      structureId,
      parties.filter((party) => party.role === 'CLIENT').map((party) => party.idClient),
    ),
    getFirm(structureId),
  ]);
  const clients = [...records.values()];
  const account = clients.find((client) => client.idUtilisateur)?.idUtilisateur;
  const language: Language = asked ?? (account ? (await getUser(structureId, account))?.language : undefined) ?? 'fr';
  const file = await renderPdf(
    note
      ? creditNoteDocument({ invoice, note, dossier, clients, firm }, language)
      : invoiceDocument({ invoice, creditNotes, dossier, clients, firm }, language),
  );
  return { file, language, clients, firm };
};
