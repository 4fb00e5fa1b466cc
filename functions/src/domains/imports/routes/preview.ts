import { defineHandler } from '../../../runtime/define-handler';
import { previewImport } from '../import-jobs';

export const handler = defineHandler('imports.preview', ({ params, body }, { caller, language }) =>
  previewImport(caller, params.id, body, language),
);
