import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import { idParams, okResponse } from '../schemas/common.ts';
import * as billing from '../schemas/billing.ts';

// One line per route, so the table reads as a table. A client reads their dossiers' issued invoices, never a draft.
// prettier-ignore
export const billingRoutes = defineRoutes('billing', {
  'billing.invoices': { domain: 'billing', method: 'GET', path: '/api/Dossier/{id}/factures', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: "A page of a dossier's invoices, newest first (a client: issued ones), with the dossier's balance", params: idParams, query: billing.invoiceQuery, response: billing.invoicePage },
  'billing.createInvoice': { domain: 'billing', method: 'POST', path: '/api/Dossier/{id}/factures', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "Draft an invoice from the dossier's unbilled time, due instalments and expenses", params: idParams, body: billing.createInvoiceBody, response: billing.invoice, status: 201, idempotent: true },
  'billing.invoice': { domain: 'billing', method: 'GET', path: '/api/Factures/{id}', roles: STAFF_AND_CLIENT, scope: { object: 'invoice', at: 'params.id' }, summary: 'An invoice with its lines, totals and payments (a client: an issued one of their dossier)', params: idParams, response: billing.invoice },
  'billing.updateInvoice': { domain: 'billing', method: 'PUT', path: '/api/Factures/{id}', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: "Edit a draft's lines and terms at the version read (409 invoice_changed otherwise)", params: idParams, body: billing.updateInvoiceBody, response: billing.invoice },
  'billing.deleteInvoice': { domain: 'billing', method: 'DELETE', path: '/api/Factures/{id}', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: 'Delete a draft (an issued invoice is never deleted)', params: idParams, response: okResponse },
  'billing.issueInvoice': { domain: 'billing', method: 'POST', path: '/api/Factures/{id}/emettre', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: "Issue a draft with the next number of the firm's series of the year (an administrator or the dossier's lawyer)", params: idParams, body: billing.issueInvoiceBody, response: billing.invoice, idempotent: true },
  'billing.createCreditNote': { domain: 'billing', method: 'POST', path: '/api/Factures/{id}/avoirs', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: "Credit an issued invoice, whole or the lines named, under the firm's own series of credit notes of the year AV-2026-0001 (an administrator or the dossier's lawyer)", params: idParams, body: billing.creditNoteBody, response: billing.invoice, status: 201, idempotent: true },
  'billing.addPayment': { domain: 'billing', method: 'POST', path: '/api/Factures/{id}/paiements', roles: STAFF, scope: { object: 'invoice', at: 'params.id' }, summary: 'Record a payment of an issued invoice (never more than what remains due)', params: idParams, body: billing.paymentBody, response: billing.invoice, status: 201, idempotent: true },
});
