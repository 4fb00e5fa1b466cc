import { defineRoutes } from '../route.ts';
import { ADMIN_ONLY, STAFF } from '../roles.ts';
import * as z from 'zod';
import { idParams, okResponse } from '../schemas/common.ts';
import { referenceIdParams } from '../schemas/management.ts';
import * as tasks from '../schemas/tasks.ts';

// One line per route, so the table reads as a table. Tasks are internal: a client never reaches one (403).
// prettier-ignore
export const tasksRoutes = defineRoutes('tasks', {
  'tasks.create': { domain: 'tasks', method: 'POST', path: '/api/Taches', roles: STAFF, scope: 'firm', summary: 'Create a task, alone, on a dossier or for a deadline; its assignee is emailed unless they made it', body: tasks.createTaskBody, response: tasks.task, status: 201, idempotent: true },
  'tasks.get': { domain: 'tasks', method: 'GET', path: '/api/Taches/{id}', roles: STAFF, scope: { object: 'task', at: 'params.id' }, summary: 'A task with its comments', params: idParams, response: tasks.task },
  'tasks.update': { domain: 'tasks', method: 'PUT', path: '/api/Taches/{id}', roles: STAFF, scope: { object: 'task', at: 'params.id' }, summary: 'Edit a task at the version read (409 task_changed otherwise)', params: idParams, body: tasks.updateTaskBody, response: tasks.task },
  'tasks.delete': { domain: 'tasks', method: 'DELETE', path: '/api/Taches/{id}', roles: STAFF, scope: { object: 'task', at: 'params.id' }, summary: 'Delete a task (its creator or an administrator)', params: idParams, response: okResponse },
  'tasks.comment': { domain: 'tasks', method: 'POST', path: '/api/Taches/{id}/commentaires', roles: STAFF, scope: { object: 'task', at: 'params.id' }, summary: 'Comment on a task', params: idParams, body: tasks.commentBody, response: tasks.task, status: 201 },
  'tasks.mine': { domain: 'tasks', method: 'GET', path: '/api/Taches/mes-taches', roles: STAFF, scope: 'self', summary: "The caller's open tasks, overdue first, a page at a time", query: tasks.taskPageQuery, response: tasks.taskPage },
  'tasks.counts': { domain: 'tasks', method: 'GET', path: '/api/Taches/compteurs', roles: STAFF, scope: 'self', summary: "The caller's open and overdue tasks, counted (dashboard)", response: tasks.taskCounts },
  'tasks.firm': { domain: 'tasks', method: 'GET', path: '/api/Taches', roles: STAFF, scope: 'firm', summary: "The firm's tasks for administrators and assistants (a lawyer: 403), by assignee, status or dossier, a page at a time", query: tasks.firmTasksQuery, response: tasks.taskPage },
  'tasks.templates': { domain: 'tasks', method: 'GET', path: '/api/Taches/modeles', roles: STAFF, scope: 'firm', summary: "The firm's task templates, per deadline type", response: z.array(tasks.taskTemplate) },
  'tasks.setTemplate': { domain: 'tasks', method: 'PUT', path: '/api/Taches/modeles/{id}', roles: ADMIN_ONLY, scope: { object: 'deadlineType', at: 'params.id' }, summary: 'Set the tasks a deadline type proposes (none: no template)', params: referenceIdParams, body: tasks.taskTemplateBody, response: tasks.taskTemplate },
  'tasks.fromDeadline': { domain: 'tasks', method: 'POST', path: '/api/Dossier/echeances/{id}/taches', roles: STAFF, scope: { object: 'deadline', at: 'params.id' }, summary: "Create the kept tasks of a deadline type's template, for the dossier's lawyer, due in working days before the deadline", params: idParams, body: tasks.tasksFromDeadlineBody, response: z.array(tasks.task), status: 201, idempotent: true },
  'tasks.ofDossier': { domain: 'tasks', method: 'GET', path: '/api/Dossier/{id}/taches', roles: STAFF, scope: { object: 'dossier', at: 'params.id' }, summary: "A dossier's tasks, open first by due day, a page at a time", params: idParams, query: tasks.taskPageQuery, response: tasks.taskPage },
});
