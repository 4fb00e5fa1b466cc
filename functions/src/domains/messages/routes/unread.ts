import { getUnreadTotal } from '../../../db/messages';
import { defineHandler } from '../../../runtime/define-handler';

/** The firm's client messages no one of its staff has read yet, over all its dossiers (the sidebar's badge). */
export const handler = defineHandler('messages.unread', async (_input, { caller }) => ({
  messagesNonLus: await getUnreadTotal(caller.structureId),
}));
