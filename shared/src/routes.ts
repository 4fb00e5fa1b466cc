import { z } from 'zod';
import type { RouteDef } from './route';
import { STAFF, type Role } from './roles';
import * as account from './schemas/account';
import { idParams, okResponse, options, userIdParams } from './schemas/common';
import * as clients from './schemas/clients';
import * as dossiers from './schemas/dossiers';
import * as management from './schemas/management';
import * as other from './schemas/other';
import { pageQuery } from './schemas/paging';
import * as search from './schemas/search';
import * as users from './schemas/users';

/**
 * The API contract: every route of specification section 7 and of the decisions, with its
 * documented path (casing included), its roles and its schemas. Infra, the local gateway, the
 * handlers, the web client and the contract tests all read this table; nothing else lists routes.
 */
const ALL: readonly Role[] = ['ADMIN', 'USER', 'CLT', 'EDITOR'];
const STAFF_AND_CLIENT: readonly Role[] = ['ADMIN', 'USER', 'CLT'];
const ADMIN: readonly Role[] = ['ADMIN'];
const CLIENT: readonly Role[] = ['CLT'];
const list = z.array(z.looseObject({}));
const MULTIPART_MAX = 6 * 1024 * 1024;

const define = <T extends Record<string, RouteDef>>(table: T) => table;

// One line per route, so the table reads as a table.
// prettier-ignore
export const routes = define({
  // Account (public except the profile routes)
  'account.register': { domain: 'account', method: 'POST', path: '/api/account/register', roles: 'public', summary: 'Create a firm and its first user, as ADMIN', body: account.registerBody, response: account.registerResponse, status: 201 },
  'account.login': { domain: 'account', method: 'POST', path: '/api/Account/login', roles: 'public', summary: 'Sign in with email and password', body: account.loginBody, response: account.sessionResponse },
  'account.refresh': { domain: 'account', method: 'POST', path: '/api/Account/refresh', roles: 'public', summary: 'Renew a session with its refresh token', body: account.refreshBody, response: account.sessionResponse },
  'account.requestPasswordReset': { domain: 'account', method: 'POST', path: '/api/account/request-password-reset', roles: 'public', summary: 'Email a reset link if the account exists', body: account.requestPasswordResetBody, response: account.neutralResponse },
  'account.validateToken': { domain: 'account', method: 'GET', path: '/api/account/validate-token', roles: 'public', summary: 'Check a reset token and tell its email', query: account.validateTokenQuery, response: account.validateTokenResponse },
  'account.resetPassword': { domain: 'account', method: 'POST', path: '/api/account/reset', roles: 'public', summary: 'Set a new password with a reset token', body: account.resetPasswordBody, response: okResponse },
  'account.firstConnection': { domain: 'account', method: 'GET', path: '/api/Account/first-connection/{id}', roles: 'public', summary: 'Greet an invited person by name', params: account.firstConnectionParams, response: account.firstConnectionResponse },
  'account.setFirstPassword': { domain: 'account', method: 'POST', path: '/api/Account/set-first-password', roles: 'public', summary: 'Set the first password with an invitation token', body: account.setFirstPasswordBody, response: okResponse },
  'account.me': { domain: 'account', method: 'GET', path: '/api/Account/me', roles: ALL, summary: "The signed-in person's profile", response: account.profileResponse },
  'account.updateProfile': { domain: 'account', method: 'PUT', path: '/api/Account/me', roles: ALL, summary: 'Edit own name, phone and language', body: account.updateProfileBody, response: account.profileResponse },
  'account.changePassword': { domain: 'account', method: 'POST', path: '/api/Account/change-password', roles: ALL, summary: 'Change own password', body: account.changePasswordBody, response: okResponse },

  // Dashboard
  'dashboard.audiences': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/audiences-for/{userId}', roles: STAFF, summary: "This week's hearings", params: userIdParams, response: z.array(dossiers.hearingRow) },
  'dashboard.meetings': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/meetings-for/{userId}', roles: STAFF, summary: "This week's appointments", params: userIdParams, response: list },
  'dashboard.deadlines': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/Deadlines-for/{userId}', roles: STAFF, summary: "This week's urgent actions", params: userIdParams, response: z.array(dossiers.hearingRow) },
  'dashboard.alerts': { domain: 'dashboard', method: 'GET', path: '/api/Dashboard/alerts-for/{userId}', roles: STAFF, summary: 'Notifications', params: userIdParams, response: list },

  // Reference data
  'management.dossierTypeOptions': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTypeDossiers/{language}', roles: ALL, summary: 'Active dossier types as options', params: management.languageParams, response: options },
  'management.dossierStatusOptions': { domain: 'management', method: 'GET', path: '/api/Management/GetAllStatutDossiers/{language}', roles: ALL, summary: 'Dossier statuses as options', params: management.languageParams, response: options },
  'management.courtOptions': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTribunaux/{language}', roles: ALL, summary: 'Courts of appeal (ordinary, commercial, administrative) as options', params: management.languageParams, response: options },
  'management.firstInstanceOptions': { domain: 'management', method: 'GET', path: '/api/Management/{courtId}/GetAllFirstInstance/{language}', roles: ALL, summary: "A court of appeal's first-instance courts", params: management.firstInstanceParams, response: options },
  'management.deadlineTypeOptions': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTypeEcheances/{language}', roles: ALL, summary: 'Active deadline types as options', params: management.languageParams, response: options },
  'management.expenseTypeOptions': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTypeDepenses/{language}', roles: ALL, summary: 'Active expense types as options', params: management.languageParams, response: options },
  'management.expenseTypes': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTypeDepenses', roles: STAFF, summary: 'Expense types with translations', response: z.array(management.referenceTypeItem) },
  'management.createExpenseType': { domain: 'management', method: 'POST', path: '/api/type-depenses', roles: ADMIN, summary: 'Create an expense type', body: management.referenceTypeCreateBody, response: management.referenceTypeItem, status: 201 },
  'management.updateExpenseType': { domain: 'management', method: 'PUT', path: '/api/type-depenses/{id}', roles: ADMIN, summary: 'Update, translate or (de)activate an expense type', params: management.referenceIdParams, body: management.referenceTypeUpdateBody, response: management.referenceTypeItem },
  'management.deleteExpenseType': { domain: 'management', method: 'DELETE', path: '/api/type-depenses/{id}', roles: ADMIN, summary: 'Delete (or deactivate if in use) an expense type', params: management.referenceIdParams, response: management.deleteResponse },
  'management.listDossierTypes': { domain: 'management', method: 'GET', path: '/Management/GetAllTypeDossiers', roles: STAFF, summary: 'Dossier types with translations', response: z.array(management.referenceTypeItem) },
  'management.createDossierType': { domain: 'management', method: 'POST', path: '/Management/Create-type-dossier', roles: ADMIN, summary: 'Create a dossier type', body: management.referenceTypeCreateBody, response: management.referenceTypeItem, status: 201 },
  'management.updateDossierType': { domain: 'management', method: 'PUT', path: '/Management/Update-type-dossier/{id}', roles: ADMIN, summary: 'Update, translate or (de)activate a dossier type', params: management.referenceIdParams, body: management.referenceTypeUpdateBody, response: management.referenceTypeItem },
  'management.deleteDossierTypeLegacy': { domain: 'management', method: 'DELETE', path: '/type-dossiers/{id}', roles: ADMIN, summary: 'Delete (or deactivate if in use) a dossier type', params: management.referenceIdParams, response: management.deleteResponse },
  'management.createDossierTypeApi': { domain: 'management', method: 'POST', path: '/api/type-dossiers', roles: ADMIN, summary: 'Create a dossier type', body: management.referenceTypeCreateBody, response: management.referenceTypeItem, status: 201 },
  'management.updateDossierTypeApi': { domain: 'management', method: 'PUT', path: '/api/type-dossiers/{id}', roles: ADMIN, summary: 'Update, translate or (de)activate a dossier type', params: management.referenceIdParams, body: management.referenceTypeUpdateBody, response: management.referenceTypeItem },
  'management.deleteDossierType': { domain: 'management', method: 'DELETE', path: '/api/type-dossiers/{id}', roles: ADMIN, summary: 'Delete (or deactivate if in use) a dossier type', params: management.referenceIdParams, response: management.deleteResponse },
  'management.listDeadlineTypes': { domain: 'management', method: 'GET', path: '/api/Management/GetAllTypeEcheances', roles: STAFF, summary: 'Deadline types with translations and chains', response: z.array(management.deadlineTypeItem) },
  'management.createDeadlineType': { domain: 'management', method: 'POST', path: '/api/Management/Create-type-echeance', roles: ADMIN, summary: 'Create a deadline type', body: management.deadlineTypeCreateBody, response: management.deadlineTypeItem, status: 201 },
  'management.updateDeadlineType': { domain: 'management', method: 'PUT', path: '/api/Management/Update-type-echeance/{id}', roles: ADMIN, summary: 'Update, translate, chain or (de)activate a deadline type', params: management.referenceIdParams, body: management.deadlineTypeUpdateBody, response: management.deadlineTypeItem },
  'management.deleteDeadlineType': { domain: 'management', method: 'DELETE', path: '/api/type-echeances/{id}', roles: ADMIN, summary: 'Delete (or deactivate if in use) a deadline type', params: management.referenceIdParams, response: management.deleteResponse },
  'management.listClosureDays': { domain: 'management', method: 'GET', path: '/api/closure-days', roles: ADMIN, summary: "The firm's closure days (deadlines skip them)", response: z.array(management.closureDayItem) },
  'management.addClosureDay': { domain: 'management', method: 'POST', path: '/api/closure-days', roles: ADMIN, summary: 'Add a closure day', body: management.closureDayBody, response: management.closureDayItem, status: 201 },
  'management.deleteClosureDay': { domain: 'management', method: 'DELETE', path: '/api/closure-days/{date}', roles: ADMIN, summary: 'Remove a closure day', params: management.closureDayParams, response: okResponse },

  // Dossiers
  'dossiers.listForUser': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/user/{userId}', roles: STAFF, summary: "A user's dossiers, a page at a time", params: userIdParams, query: pageQuery, response: dossiers.dossierPage },
  'dossiers.search': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/user', roles: STAFF, summary: 'Filtered dossiers, a page at a time', query: dossiers.dossierSearchQuery, response: dossiers.dossierPage },
  'dossiers.listForClient': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/client/{userId}', roles: STAFF_AND_CLIENT, summary: "A client's dossiers", params: userIdParams, response: z.array(dossiers.clientDossierListItem) },
  'dossiers.get': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}', roles: STAFF_AND_CLIENT, summary: 'Dossier detail', params: idParams, response: dossiers.dossierDetail },
  'dossiers.create': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/createDossier', roles: STAFF, summary: 'Create a dossier with its parties', body: dossiers.dossierWriteBody, response: dossiers.dossierDetail, status: 201 },
  'dossiers.update': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/update', roles: STAFF, summary: "Update a dossier's identification and status", body: dossiers.dossierUpdateBody, response: dossiers.dossierDetail },
  'dossiers.updateClientReference': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/client-reference', roles: CLIENT, summary: 'A client saves their own reference for a dossier', params: idParams, body: dossiers.clientReferenceBody, response: okResponse },
  'dossiers.addClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-client', roles: STAFF, summary: 'Add a client to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem },
  'dossiers.addAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/add-adversaire', roles: STAFF, summary: 'Add an opposing party to a dossier', params: idParams, body: dossiers.addPartyBody, response: clients.clientItem },
  'dossiers.removeClient': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-client/{clientId}', roles: STAFF, summary: 'Remove a client from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.removeAdversaire': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/remove-adversaire/{clientId}', roles: STAFF, summary: 'Remove an opposing party from a dossier', params: dossiers.partyParams, response: okResponse },
  'dossiers.deadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances', roles: STAFF, summary: "A dossier's cabinet deadlines", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.courtDeadlines': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/echeances-mahakim', roles: STAFF_AND_CLIENT, summary: "A dossier's court deadlines from the court portal", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.syncCourt': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/{id}/update-from-mahakim', roles: STAFF, summary: "Synchronise a dossier's court deadlines", params: idParams, response: z.array(dossiers.deadline) },
  'dossiers.achieveAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/achieve-action', roles: STAFF, summary: 'Perform a deadline', query: dossiers.achieveQuery, response: dossiers.deadline },
  'dossiers.addDeadline': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddEcheance', roles: STAFF, summary: 'Add a cabinet deadline', body: dossiers.addDeadlineBody, response: dossiers.deadline, status: 201 },
  'dossiers.deleteDeadline': { domain: 'dossiers', method: 'DELETE', path: '/api/Dossier/echeances/{id}', roles: STAFF, summary: 'Delete a cabinet deadline', params: idParams, response: okResponse },
  'dossiers.addAction': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddAction', roles: STAFF, summary: 'Add an action or a note', body: dossiers.addActionBody, response: z.looseObject({}), status: 201 },
  'dossiers.expenses': { domain: 'dossiers', method: 'GET', path: '/api/Dossier/{id}/depenses', roles: STAFF, summary: "A dossier's expenses", params: idParams, response: z.array(dossiers.expense) },
  'dossiers.addExpense': { domain: 'dossiers', method: 'POST', path: '/api/Dossier/AddDepense', roles: STAFF, summary: 'Add an expense', body: dossiers.addExpenseBody, response: dossiers.expense, status: 201 },

  // Messages
  'messages.list': { domain: 'messages', method: 'GET', path: '/api/dossier/{id}/messages', roles: STAFF_AND_CLIENT, summary: "A dossier's messages (marks the other side's as read)", params: idParams, response: z.array(other.messageItem) },
  'messages.add': { domain: 'messages', method: 'POST', path: '/api/Dossier/AddMessage', roles: STAFF_AND_CLIENT, summary: 'Send a message in a dossier', body: other.addMessageBody, response: other.messageItem, status: 201 },

  // Documents
  'documents.download': { domain: 'documents', method: 'GET', path: '/api/documents/download/{idDocument}', roles: STAFF_AND_CLIENT, summary: 'A short-lived download address', params: other.documentIdParams, response: z.object({ url: z.string(), nom: z.string(), extension: z.string() }) },
  'documents.view': { domain: 'documents', method: 'GET', path: '/api/documents/{idDocument}/view', roles: STAFF_AND_CLIENT, summary: 'A short-lived inline view address', params: other.documentIdParams, response: z.object({ url: z.string(), nom: z.string(), extension: z.string() }) },
  'documents.upload': { domain: 'documents', method: 'POST', path: '/api/documents/upload', roles: STAFF_AND_CLIENT, summary: 'Upload a file of at most 5 MB (multipart)', response: z.object({ FilePath: z.string() }), status: 201, multipart: true, maxBody: MULTIPART_MAX },
  'documents.uploadUrl': { domain: 'documents', method: 'POST', path: '/api/documents/upload-url', roles: STAFF_AND_CLIENT, summary: 'A presigned POST for a direct upload', body: other.uploadUrlBody, response: z.looseObject({ url: z.string(), fields: z.record(z.string(), z.string()) }) },
  'documents.confirmUpload': { domain: 'documents', method: 'POST', path: '/api/documents/{idDocument}/confirm', roles: STAFF_AND_CLIENT, summary: 'Record a directly uploaded document', params: other.documentIdParams, response: z.looseObject({}), status: 201 },
  'documents.delete': { domain: 'documents', method: 'DELETE', path: '/api/documents/{idDocument}', roles: STAFF, summary: 'Delete a document', params: other.documentIdParams, response: okResponse },

  // Calendar
  'calendar.availabilities': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}', roles: STAFF_AND_CLIENT, summary: "A lawyer's availability slots", params: userIdParams, response: list },
  'calendar.availabilityDays': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/disponibilites', roles: STAFF_AND_CLIENT, summary: 'Free slots per day between two dates', params: userIdParams, query: other.availabilityDaysQuery, response: list },
  'calendar.createAvailability': { domain: 'calendar', method: 'POST', path: '/api/Calendar/CreateDisponibilite', roles: STAFF, summary: 'Add an availability slot', body: other.availabilityBody, response: z.looseObject({}), status: 201 },
  'calendar.deleteAvailability': { domain: 'calendar', method: 'DELETE', path: '/api/Calendar/Disponibilite/{id}', roles: STAFF, summary: 'Remove an availability slot', params: idParams, response: okResponse },
  'calendar.appointments': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/rendezvous', roles: STAFF_AND_CLIENT, summary: "A person's appointments", params: userIdParams, response: list },
  'calendar.appointment': { domain: 'calendar', method: 'GET', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF_AND_CLIENT, summary: 'Appointment detail', params: other.appointmentParams, response: z.looseObject({}) },
  'calendar.updateAppointment': { domain: 'calendar', method: 'PUT', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF, summary: "Edit an appointment's date, times and comment", params: other.appointmentParams, body: other.appointmentBody, response: z.looseObject({}) },
  'calendar.createAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/create-rendez-vous', roles: STAFF_AND_CLIENT, summary: 'Create or book an appointment', body: other.appointmentBody, response: z.looseObject({}), status: 201 },
  'calendar.confirmAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/confirmer-rendez-vous', roles: STAFF, summary: 'Confirm an appointment', body: other.confirmAppointmentBody, response: z.looseObject({}) },
  'calendar.cancelAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/annuler-rendez-vous', roles: STAFF_AND_CLIENT, summary: 'Cancel an appointment with a reason', body: other.cancelAppointmentBody, response: z.looseObject({}) },

  // Clients
  'clients.get': { domain: 'clients', method: 'GET', path: '/api/Client/{id}', roles: STAFF, summary: 'A client by id, or looked up by CIN or RC', params: clients.clientLookupParams, response: clients.clientItem },
  'clients.persons': { domain: 'clients', method: 'GET', path: '/api/Client/physique/for-user/{userId}', roles: STAFF, summary: 'Natural-person clients, a page at a time', params: userIdParams, query: pageQuery, response: clients.clientPage },
  'clients.companies': { domain: 'clients', method: 'GET', path: '/api/Client/morale/for-user/{userId}', roles: STAFF, summary: 'Legal-entity clients, a page at a time', params: userIdParams, query: pageQuery, response: clients.clientPage },
  'clients.dossiersFor': { domain: 'clients', method: 'GET', path: '/api/Client/{id}/dossier-for/{userId}', roles: STAFF, summary: "A client's dossiers", params: clients.clientDossiersParams, response: z.array(dossiers.dossierListItem) },

  // Users (the documented DELETE names its parameter {id}; API Gateway wants one name per position)
  'users.listForStructure': { domain: 'users', method: 'GET', path: '/api/Users/for-structure/{structureId}', roles: STAFF, summary: "The firm's users", params: users.structureParams, response: z.array(users.userItem) },
  'users.create': { domain: 'users', method: 'POST', path: '/api/Users', roles: ADMIN, summary: 'Create a user and invite them', body: users.userBody, response: users.userItem, status: 201 },
  'users.update': { domain: 'users', method: 'PUT', path: '/api/Users/{idUtilisateur}', roles: ADMIN, summary: 'Update a user', params: users.userIdParam, body: users.userBody, response: users.userItem },
  'users.delete': { domain: 'users', method: 'DELETE', path: '/api/Users/{idUtilisateur}', roles: ADMIN, summary: "Remove a user's access", params: users.userIdParam, response: okResponse },

  // Search
  'search.query': { domain: 'search', method: 'GET', path: '/api/Search', roles: STAFF_AND_CLIENT, summary: 'Search dossiers and clients', query: search.searchQuery, response: search.searchResponse },
});

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export const routeNames = Object.keys(routes) as RouteName[];

/** A route entry seen through the general RouteDef type (for code that handles any route). */
export const routeDef = (name: RouteName): RouteDef => routes[name];

/**
 * The first path segments of the API (/api, /Management, /type-dossiers): CloudFront sends them
 * to the API, the local gateway and Vite's dev server proxy them; everything else is the SPA.
 */
export const API_PREFIXES = [...new Set(Object.values(routes).map((route) => `/${route.path.split('/')[1]}`))];
