import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { STAFF } from '../roles.ts';
import * as clients from '../schemas/clients.ts';
import { idParams, userIdParams } from '../schemas/common.ts';
import * as dossiers from '../schemas/dossiers.ts';
import { pageQuery } from '../schemas/paging.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const clientsRoutes = defineRoutes('clients', {
  'clients.get': { domain: 'clients', method: 'GET', path: '/api/Client/{id}', roles: STAFF, scope: { object: 'client', at: 'params.id' }, summary: 'A client by id, or looked up by CIN or RC', params: clients.clientLookupParams, response: clients.clientItem },
  'clients.persons': { domain: 'clients', method: 'GET', path: '/api/Client/physique/for-user/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: 'Natural-person clients, a page at a time', params: userIdParams, query: pageQuery, response: clients.clientPage },
  'clients.companies': { domain: 'clients', method: 'GET', path: '/api/Client/morale/for-user/{userId}', roles: STAFF, scope: { object: 'person', at: 'params.userId' }, summary: 'Legal-entity clients, a page at a time', params: userIdParams, query: pageQuery, response: clients.clientPage },
  'clients.listXlsx': { domain: 'clients', method: 'GET', path: '/api/Client/xlsx', roles: STAFF, scope: 'firm', summary: "The firm's clients as XLSX: a sheet of natural persons and one of legal entities, by name, in the caller's language (right to left in Arabic; base64 body; 400 beyond 10,000 rows)", response: z.string(), contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'clients.create': { domain: 'clients', method: 'POST', path: '/api/Client', roles: STAFF, scope: 'firm', summary: 'Create a client of the firm, without a dossier', body: clients.clientCreateBody, response: clients.clientItem, status: 201 },
  'clients.update': { domain: 'clients', method: 'PUT', path: '/api/Client/{id}', roles: STAFF, scope: { object: 'client', at: 'params.id' }, summary: "Edit a client's or an opposing party's details", params: idParams, body: clients.clientEditBody, response: clients.clientItem },
  'clients.dossiersFor': { domain: 'clients', method: 'GET', path: '/api/Client/{id}/dossier-for/{userId}', roles: STAFF, scope: { object: 'client', at: 'params.id' }, summary: "A client's dossiers", params: clients.clientDossiersParams, response: z.array(dossiers.dossierListItem) },
});
