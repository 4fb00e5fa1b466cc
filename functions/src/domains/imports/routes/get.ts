import { defineHandler } from '../../../runtime/define-handler';
import { importState } from '../import-jobs';

export const handler = defineHandler('imports.get', ({ params }, { caller }) => importState(caller.structureId, params.id));
