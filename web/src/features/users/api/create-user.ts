import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Users: adds a staff member, who is sent a first-connection email. */
export const useCreateUser = () => useApiMutation('users.create');
