import { defineHandler } from '../../../runtime/define-handler';
import { clientPage } from '../client-pages';

export const handler = defineHandler('clients.persons', clientPage('PP'));
