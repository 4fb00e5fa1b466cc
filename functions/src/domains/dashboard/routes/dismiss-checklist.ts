import { defineHandler } from '../../../runtime/define-handler';
import { dismissFirmChecklist } from '../checklist';

export const handler = defineHandler('dashboard.dismissChecklist', (_input, { caller }) => dismissFirmChecklist(caller.structureId));
