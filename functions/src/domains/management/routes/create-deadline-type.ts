import { defineHandler } from '../../../runtime/define-handler';
import { createType, scopeOf } from '../reference-types';

export const handler = defineHandler('management.createDeadlineType', ({ body }, context) =>
  createType('deadlineType', body, scopeOf(context)),
);
