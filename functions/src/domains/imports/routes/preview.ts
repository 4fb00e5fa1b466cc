import { defineHandler } from '../../../runtime/define-handler';
import { previewImport } from '../import-jobs';

export const handler = defineHandler('imports.preview', ({ params }, { caller, language }) => previewImport(caller, params.id, language));
