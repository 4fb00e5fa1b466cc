import { defineHandler } from '../../../runtime/define-handler';
import { firmChecklist } from '../checklist';

export const handler = defineHandler('dashboard.checklist', (_input, { caller }) => firmChecklist(caller.structureId));
