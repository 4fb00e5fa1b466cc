import { defineHandler } from '../../../runtime/define-handler';
import { editClient } from '../client-records';

export const handler = defineHandler('clients.update', ({ params, body }, { caller, language }) =>
  editClient(caller, language, params.id, body),
);
