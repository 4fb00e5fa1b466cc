import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/type-depenses: a firm's own expense type. */
export const useCreateExpenseType = () => useApiMutation('management.createExpenseType');
