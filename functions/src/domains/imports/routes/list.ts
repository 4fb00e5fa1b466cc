import { defineHandler } from '../../../runtime/define-handler';
import { importList } from '../import-jobs';

export const handler = defineHandler('imports.list', (_input, { caller }) => importList(caller.structureId));
