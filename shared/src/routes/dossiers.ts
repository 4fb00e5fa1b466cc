import { z } from 'zod';
import { defineRoutes } from '../route';
import { CLIENT_ONLY, STAFF, STAFF_AND_CLIENT } from '../roles';
import * as clients from '../schemas/clients';
import { idParams, okResponse, userIdParams } from '../schemas/common';
import * as dossiers from '../schemas/dossiers';
import { pageQuery } from '../schemas/paging';

// One line per route, so the table reads as a table.
// prettier-ignore
export const dossiersRoutes = defineRoutes('dossiers', {
  'dossiers.listForUser': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/user/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: "A user's dossiers, a page at a time", params: userIdParams, query: pageQuery, response: dossiers.dossierPage },
  'dossiers.search': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/user', roles: STAFF, scope: 'firm', summary: 'Filtered dossiers, a page at a time', query: dossiers.dossierSearchQuery, response: dossiers.dossierPage },
  'dossiers.listForClient': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/client/{userId}', roles: STAFF_AND_CLIENT, scope: { object: 'person', at: 'params.userId' }, summary: "A client's dossiers", params: userIdParams, response: z.array(dossiers.clientDossierListItem) },
  'dossiers.get': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: 'Dossier detail', params: idParams, response: dossiers.dossierDetail },
  'dossiers.create': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/createDossier', roles: STAFF, scope: 'firm', summary: 'Create a dossier with its parties', body: dossiers.dossierWriteBody, response: dossiers.dossierDetail, status: 201, ignored: ['id', 'Client.*.password', 'adversaire.*.password'] },
  'dossiers.update': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/update', roles: STAFF, scope: { object: 'dossier', at: 'body.id' }, summary: "Update a dossier's identification and status", body: dossiers.dossierUpdateBody, response: dossiers.dossierDetail },
  'dossiers.updateClientReference': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/client-reference', roles: CLIENT_ONLY, scope: { object: 'dossier', at: 'params.id' }, summary: 'A client saves their own reference for a dossier', params: idParams, body: dossiers.clientReferenceBody, response: okResponse },
  'dossiers.addClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-client', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Add a client to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem, ignored: ['password'] },
  'dossiers.addAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-adversaire', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Add an opposing party to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem, ignored: ['password'] },
  'dossiers.removeClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-client/{clientId}', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Remove a client from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.removeAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-adversaire/{clientId}', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Remove an opposing party from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.deadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's cabinet deadlines, open first, a page at a time", params: idParams, query: pageQuery, response: dossiers.deadlinePage },
  'dossiers.courtDeadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances-mahakim', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's court deadlines from the court portal", params: idParams, response: z.array(dossiers.courtDeadline) },
  'dossiers.syncCourt': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/update-from-mahakim', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "Synchronise a dossier's court deadlines", params: idParams, response: z.array(dossiers.courtDeadline) },
  'dossiers.achieveAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/achieve-action', roles: STAFF, scope: { object: 'deadline', at: 'query.id' }, summary: 'Perform a deadline: chains its next deadlines, or proposes them', query: dossiers.achieveQuery, response: dossiers.performedDeadline },
  'dossiers.addDeadline': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddEcheance', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Add a cabinet deadline', body: dossiers.addDeadlineBody, response: dossiers.deadline, status: 201, ignored: ['id'] },
  'dossiers.deleteDeadline': { domain: 'dossiers', method: 'DELETE', path: '/api/Dossier/echeances/{id}', roles: STAFF, scope: { object: 'deadline', at: 'params.id' }, summary: 'Delete an open cabinet deadline', params: idParams, response: okResponse },
  'dossiers.chainDeadlines': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/echeances/{id}/chain', roles: STAFF, scope: { object: 'deadline', at: 'params.id' }, summary: "Create the kept proposals of a performed deadline's type", params: idParams, body: dossiers.chainDeadlinesBody, response: dossiers.performedDeadline },
  'dossiers.addAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddAction', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Add an action or a note', body: dossiers.addActionBody, response: z.looseObject({}), status: 201, ignored: ['id', 'idUtilisateur', 'labelActionDossier'] },
  'dossiers.expenses': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/depenses', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's expenses", params: idParams, response: z.array(dossiers.expense) },
  'dossiers.addExpense': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddDepense', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Add an expense', body: dossiers.addExpenseBody, response: dossiers.expense, status: 201, ignored: ['idDepense'] },
});
