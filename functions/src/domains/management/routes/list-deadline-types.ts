import { defineHandler } from '../../../runtime/define-handler';
import { listTypes, scopeOf } from '../reference-types';

export const handler = defineHandler('management.listDeadlineTypes', (_input, context) => listTypes('deadlineType', scopeOf(context)));
