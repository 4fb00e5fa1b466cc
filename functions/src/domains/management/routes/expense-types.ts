import { defineHandler } from '../../../runtime/define-handler';
import { listTypes, scopeOf } from '../reference-types';

export const handler = defineHandler('management.expenseTypes', (_input, context) => listTypes('expenseType', scopeOf(context)));
