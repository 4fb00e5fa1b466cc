import { defineHandler } from '../../../runtime/define-handler';
import { closureDays } from '../closure-days';

export const handler = defineHandler('management.listClosureDays', (_input, { caller }) => closureDays.list(caller.structureId));
