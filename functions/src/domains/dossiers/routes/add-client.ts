import { defineHandler } from '../../../runtime/define-handler';
import { addParty } from '../party-changes';

export const handler = defineHandler('dossiers.addClient', addParty('CLIENT'));
