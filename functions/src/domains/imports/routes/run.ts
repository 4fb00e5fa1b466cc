import { defineHandler } from '../../../runtime/define-handler';
import { runImport } from '../import-jobs';

export const handler = defineHandler('imports.run', ({ params }, { caller, language }) => runImport(caller, params.id, language));
