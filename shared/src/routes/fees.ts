import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import { idParams, okResponse } from '../schemas/common.ts';
import * as fees from '../schemas/fees.ts';

// One line per route, so the table reads as a table. A client reads the agreement without rates, never a time entry.
// prettier-ignore
export const feesRoutes = defineRoutes('fees', {
  'fees.agreement': { domain: 'fees', method: 'GET', path: '/api/Dossier/{id}/convention-honoraires', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's fee agreement (a client reads it without rates)", params: idParams, response: fees.agreement },
  'fees.saveAgreement': { domain: 'fees', method: 'PUT', path: '/api/Dossier/{id}/convention-honoraires', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "Save a dossier's fee agreement at the version read (409 agreement_changed otherwise)", params: idParams, body: fees.agreementBody, response: fees.agreement },
  'fees.timeEntries': { domain: 'fees', method: 'GET', path: '/api/Dossier/{id}/temps', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A page of a dossier's time entries, newest day first, with the totals of all of them", params: idParams, query: fees.timeEntryQuery, response: fees.timeEntryPage },
  'fees.addTimeEntry': { domain: 'fees', method: 'POST', path: '/api/Temps', roles: STAFF, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Record time spent on a dossier', body: fees.addTimeEntryBody, response: fees.timeEntry, status: 201, idempotent: true },
  'fees.updateTimeEntry': { domain: 'fees', method: 'PUT', path: '/api/Temps/{id}', roles: STAFF, scope: { object: 'timeEntry', at: 'params.id' }, summary: 'Edit a time entry (its person or an administrator)', params: idParams, body: fees.updateTimeEntryBody, response: fees.timeEntry },
  'fees.deleteTimeEntry': { domain: 'fees', method: 'DELETE', path: '/api/Temps/{id}', roles: STAFF, scope: { object: 'timeEntry', at: 'params.id' }, summary: 'Delete a time entry (its person or an administrator)', params: idParams, response: okResponse },
  'fees.myWeek': { domain: 'fees', method: 'GET', path: '/api/Temps/semaine', roles: STAFF, scope: 'self', summary: "The caller's time of a week, per day, with its entries", query: fees.weekQuery, response: fees.week },
});
