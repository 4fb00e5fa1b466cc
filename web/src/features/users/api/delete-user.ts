import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Users/{idUtilisateur}: removes a user's access (never the firm's last admin). */
export const useDeleteUser = () => useApiMutation('users.delete');
