import { defineHandler } from '../../../runtime/define-handler';
import { latestExports } from '../export-jobs';

export const handler = defineHandler('exports.list', (_input, { caller }) => latestExports(caller.structureId));
