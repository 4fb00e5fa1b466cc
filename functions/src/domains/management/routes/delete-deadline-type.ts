import { defineHandler } from '../../../runtime/define-handler';
import { deleteType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.deleteDeadlineType', ({ params }, context) =>
  deleteType('deadlineType', params.id, scopeOf(context)),
);
