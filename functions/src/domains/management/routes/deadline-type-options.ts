import { typeOptions } from '../reference-types';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';

export const handler = defineHandler('management.deadlineTypeOptions', ({ params }, { caller }) =>
  typeOptions('deadlineType', caller.structureId, resolveLanguage(params.language)),
);
