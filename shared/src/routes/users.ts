import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY, STAFF } from '../roles.ts';
import { okResponse } from '../schemas/common.ts';
import * as users from '../schemas/users.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const usersRoutes = defineRoutes('users', {
  'users.listForStructure': { domain: 'users', method: 'GET', path: '/api/Users/for-structure/{structureId}', roles: STAFF, scope: { object: 'structure', at: 'params.structureId' }, summary: "The firm's users", params: users.structureParams, response: z.array(users.userItem) },
  'users.create': { domain: 'users', method: 'POST', path: '/api/Users', roles: ADMIN_ONLY, scope: 'firm', summary: 'Create a user and invite them', body: users.userBody, response: users.userItem, status: 201, ignored: ['idUtilisateur', 'idStructure', 'password', 'typeUtilisateurLabel', 'roleUtilisateurLabel'] },
  'users.update': { domain: 'users', method: 'PUT', path: '/api/Users/{idUtilisateur}', roles: ADMIN_ONLY, scope: { object: 'user', at: 'params.idUtilisateur' }, summary: 'Update a user', params: users.userIdParam, body: users.userBody, response: users.userItem, ignored: ['idUtilisateur', 'idStructure', 'password', 'typeUtilisateurLabel', 'roleUtilisateurLabel'] },
  'users.delete': { domain: 'users', method: 'DELETE', path: '/api/Users/{idUtilisateur}', roles: ADMIN_ONLY, scope: { object: 'user', at: 'params.idUtilisateur' }, summary: "Remove a user's access", params: users.userIdParam, response: okResponse },
});
