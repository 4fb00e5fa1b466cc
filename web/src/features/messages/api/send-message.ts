import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /api/Dossier/AddMessage: subject and body as written; the server sets author, date and read flag. */
export const useSendMessage = () => useApiMutation('messages.add');
