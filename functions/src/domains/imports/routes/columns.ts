import { defineHandler } from '../../../runtime/define-handler';
import { importColumns } from '../import-jobs';

export const handler = defineHandler('imports.columns', ({ params }, { caller, language }) => importColumns(caller, params.id, language));
