import { defineHandler } from '../../../runtime/define-handler';
import { deleteType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.deleteExpenseType', ({ params }, context) =>
  deleteType('expenseType', params.id, scopeOf(context)),
);
