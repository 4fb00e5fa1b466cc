import { isLanguage, type Language } from '@mizan/shared/roles';
import { findLiveToken } from '../../../db/tokens';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { redeemToken, refusedLink } from '../email-tokens';

/** The language the request names (`Accept-Language`, which the SPA always sends), if the product speaks it. */
const namedLanguage = (header: string | undefined): Language | undefined =>
  (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase())
    .find(isLanguage);

/**
 * An invited person chooses their first password (the registration policy); the invitation works
 * once (409 link_used afterwards). An account an administrator has deactivated stays deactivated: the password is set, but
 * sign-in is refused until it is reactivated. The language the page was read in becomes the
 * person's, unless they have one already (their emails and daily digest are written in it).
 */
export const handler = defineHandler('account.setFirstPassword', async ({ body }, { headers }) => {
  const live = await findLiveToken('INVITATION', body.id);
  if (!live || !(await redeemToken(live, body.password, namedLanguage(headers['accept-language']))))
    throw await refusedLink('INVITATION', body.id, new NotFoundError());
  return { ok: true as const };
});
