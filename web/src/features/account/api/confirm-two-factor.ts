import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Account/two-factor/confirm: turns two-factor on with a first code; answers the recovery codes once. */
export const useConfirmTwoFactor = () => useApiMutation('account.confirmTwoFactor');
