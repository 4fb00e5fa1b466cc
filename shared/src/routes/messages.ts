import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import { idParams } from '../schemas/common.ts';
import * as messages from '../schemas/messages.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const messagesRoutes = defineRoutes('messages', {
  'messages.list': { domain: 'messages', method: 'GET', path: '/api/dossier/{id}/messages', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's messages, oldest first, the newest page unless a cursor says older (marks the other side's as read)", params: idParams, query: messages.threadQuery, response: z.array(messages.messageItem) },
  'messages.add': { domain: 'messages', method: 'POST', path: '/api/Dossier/AddMessage', roles: STAFF_AND_CLIENT, scope: { object: 'dossier', at: 'body.idDossier' }, summary: 'Send a message in a dossier', body: messages.addMessageBody, response: messages.messageItem, status: 201, ignored: ['idAuteur', 'idTypeAuteur', 'dateEnvoi', 'lu'], idempotent: true },
  'messages.unread': { domain: 'messages', method: 'GET', path: '/api/Messages/non-lus', roles: STAFF, scope: 'firm', summary: "Clients' messages the firm has not read, over all its dossiers", response: messages.unreadTotal },
});
