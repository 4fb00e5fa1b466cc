import { defineHandler } from '../../../runtime/define-handler';
import { firmDetails } from '../firm-details';

export const handler = defineHandler('management.firmDetails', (_input, { caller }) => firmDetails.read(caller.structureId));
