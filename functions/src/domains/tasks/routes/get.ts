import { defineHandler } from '../../../runtime/define-handler';
import { oneTaskView, taskOf } from '../tasks';

/** A task of the firm with its comments (any staff member; 404 for another firm's). */
export const handler = defineHandler('tasks.get', async ({ params }, { caller }) => oneTaskView(await taskOf(caller, params.id), caller));
