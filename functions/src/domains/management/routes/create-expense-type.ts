import { defineHandler } from '../../../runtime/define-handler';
import { createType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.createExpenseType', ({ body }, context) =>
  createType('expenseType', body, scopeOf(context)),
);
