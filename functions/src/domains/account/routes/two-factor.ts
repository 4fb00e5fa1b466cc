import { getTwoFactor, isTwoFactorRequired } from '../../../db/two-factor';
import { defineHandler } from '../../../runtime/define-handler';

/** The signed-in staff member's two-factor state: on since when, recovery codes left, and whether the firm requires it. */
export const handler = defineHandler('account.twoFactor', async (_input, { caller }) => {
  const [twoFactor, required] = await Promise.all([
    getTwoFactor(caller.structureId, caller.userId),
    isTwoFactorRequired(caller.structureId),
  ]);
  return {
    enabled: twoFactor !== undefined,
    enabledAt: twoFactor?.enabledAt,
    recoveryCodesLeft: twoFactor ? Object.keys(twoFactor.codes).length : 0,
    required,
  };
});
