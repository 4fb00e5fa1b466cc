import { defineHandler } from '../../../runtime/define-handler';
import { createClient } from '../client-records';

export const handler = defineHandler('clients.create', ({ body }, { caller, language }) => createClient(caller, language, body));
