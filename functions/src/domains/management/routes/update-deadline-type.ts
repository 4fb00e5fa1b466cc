import { defineHandler } from '../../../runtime/define-handler';
import { updateType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.updateDeadlineType', ({ params, body }, context) =>
  updateType('deadlineType', params.id, body, scopeOf(context)),
);
