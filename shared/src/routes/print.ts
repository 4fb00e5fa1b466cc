import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import { idParams } from '../schemas/common.ts';
import * as billing from '../schemas/billing.ts';
import * as print from '../schemas/print.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const printRoutes = defineRoutes('print', {
  'print.hearingListPdf': { domain: 'print', method: 'GET', path: '/api/Audiences/role/pdf', roles: STAFF, scope: 'firm', summary: "The day's hearing list as an A4 PDF in French, Arabic or English (base64 body, application/pdf)", query: print.hearingListPdfQuery, response: z.string(), contentType: 'application/pdf' },
  'print.invoicePdf': { domain: 'print', method: 'GET', path: '/api/Factures/{id}/pdf', roles: STAFF_AND_CLIENT, scope: { object: 'invoice', at: 'params.id' }, summary: "An issued invoice as an A4 PDF with its credit notes and its total in words, or one of its credit notes (`avoir`: 404 when not the invoice's), in its client's language unless `lang` says (staff; a client their dossier's issued ones; base64 body, application/pdf)", params: idParams, query: print.invoicePdfQuery, response: z.string(), contentType: 'application/pdf' },
  'print.sendInvoice': { domain: 'print', method: 'POST', path: '/api/Factures/{id}/envoyer', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: "Send an issued invoice to the dossier's clients: its PDF, in their language, stored as a document of the dossier they see (PB) and emailed to each client with an address, attached (an administrator or the dossier's lawyer; 409 invoice_no_recipient when no client has an address)", params: idParams, response: billing.invoiceSending, idempotent: true },
  'print.dossierSheetPdf': { domain: 'print', method: 'GET', path: '/api/Dossier/{id}/fiche/pdf', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "The dossier sheet (fiche dossier) as an A4 PDF in French, Arabic or English: identification, parties, court and next hearing, open deadlines, last actions, expenses total (staff; base64 body, application/pdf)", params: idParams, query: print.dossierSheetPdfQuery, response: z.string(), contentType: 'application/pdf' },
});
