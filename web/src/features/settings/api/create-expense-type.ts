import { useApiMutation } from '../../../lib/use-api';

/** POST api/type-depenses: a firm's own expense type. */
export const useCreateExpenseType = () => useApiMutation('management.createExpenseType');
