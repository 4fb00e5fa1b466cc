import { defineHandler } from '../../../runtime/define-handler';
import { removeParty } from '../party-changes';

export const handler = defineHandler('dossiers.removeClient', removeParty('CLIENT'));
