import { defineHandler } from '../../runtime/define-handler';
import { listTypes, scopeOf } from './reference-types';

export const handler = defineHandler('management.listCaseTypes', (_input, context) => listTypes('caseType', scopeOf(context)));
