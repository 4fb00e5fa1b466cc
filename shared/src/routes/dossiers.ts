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
  'dossiers.create': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/createDossier', roles: STAFF, scope: 'firm', summary: 'Create a dossier with its parties', body: dossiers.dossierWriteBody, response: dossiers.dossierDetail, status: 201 },
  'dossiers.update': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/update', roles: STAFF, scope: { object: 'dossier', at: 'body.id' }, summary: "Update a dossier's identification and status", body: dossiers.dossierUpdateBody, response: dossiers.dossierDetail },
  'dossiers.updateClientReference': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/client-reference', roles: CLIENT_ONLY, scope: { object: 'dossier', at: 'params.id' }, summary: 'A client saves their own reference for a dossier', params: idParams, body: dossiers.clientReferenceBody, response: okResponse },
  'dossiers.addClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-client', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Add a client to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem },
  'dossiers.addAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-adversaire', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Add an opposing party to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem },
  'dossiers.removeClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-client/{clientId}', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Remove a client from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.removeAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-adversaire/{clientId}', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: 'Remove an opposing party from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.deadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's cabinet deadlines", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.courtDeadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances-mahakim', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's court deadlines from the court portal", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.syncCourt': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/update-from-mahakim', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "Synchronise a dossier's court deadlines", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.achieveAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/achieve-action', roles: STAFF, scope: { object: 'deadline', at: 'query.id' }, summary: 'Perform a deadline', query: dossiers.achieveQuery, response: dossiers.deadline },
  'dossiers.addDeadline': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddEcheance', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Add a cabinet deadline', body: dossiers.addDeadlineBody, response: dossiers.deadline, status: 201 },
  'dossiers.deleteDeadline': { domain: 'dossiers', method: 'DELETE', path: '/api/Dossier/echeances/{id}', roles: STAFF, scope: { object: 'deadline', at: 'params.id' }, summary: 'Delete a cabinet deadline', params: idParams, response: okResponse },
  'dossiers.addAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddAction', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Record an action, or a note (type ANT)', body: dossiers.addActionBody, response: dossiers.addActionResponse, status: 201 },
  'dossiers.actions': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/actions', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A page of a dossier's history of actions, newest first", params: idParams, query: pageQuery, response: dossiers.actionPage },
  'dossiers.notes': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/notes', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A page of a dossier's notes, newest first", params: idParams, query: pageQuery, response: dossiers.notePage },
  'dossiers.updateNote': { domain: 'dossiers', method: 'PUT', path: '/api/Dossier/notes/{id}', roles: STAFF, scope: { object: 'note', at: 'params.id' }, summary: 'Edit a note (its author, within 24 hours)', params: idParams, body: dossiers.noteBody, response: dossiers.note },
  'dossiers.deleteNote': { domain: 'dossiers', method: 'DELETE', path: '/api/Dossier/notes/{id}', roles: STAFF, scope: { object: 'note', at: 'params.id' }, summary: 'Delete a note (its author, within 24 hours)', params: idParams, response: okResponse },
  'dossiers.expenses': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/depenses', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A page of a dossier's expenses, with its total and subtotals per type", params: idParams, query: pageQuery, response: dossiers.expensePage },
  'dossiers.addExpense': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddDepense', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Add an expense', body: dossiers.addExpenseBody, response: dossiers.expense, status: 201 },
});
