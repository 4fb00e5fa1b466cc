import { defineHandler } from '../../../runtime/define-handler';
import { closureDays } from '../closure-days';

export const handler = defineHandler('management.addClosureDay', ({ body }, { caller }) => closureDays.add(caller.structureId, body));
