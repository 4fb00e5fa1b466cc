import { useApiMutation } from '../../../lib/use-api-mutation';

/** PUT api/Users/{idUtilisateur}: type, role, names, phone and actif (the email stays as it is). */
export const useUpdateUser = () => useApiMutation('users.update');
