import { clock } from '../adapters/clock';
import { releaseQuota, takeQuota } from '../db/firm-quotas';
import { TooManyRequestsError } from '../errors';

/**
 * Emails that carry text a firm chose (an invitation names the firm and the person, as the firm
 * typed them) are limited per firm and day (UTC), so the product cannot be used to send spam.
 */
export const INVITATIONS_PER_DAY = 200;

const DAY_SECONDS = 86_400;

/**
 * Counts one invitation email of the firm today; 429 `invitation_limit` until tomorrow past the
 * limit. Answers how to give the use back when the invitation then fails (no email left).
 */
export const countInvitationEmail = async (structureId: string): Promise<() => Promise<void>> => {
  const now = clock.epochSeconds();
  const tomorrow = (Math.floor(now / DAY_SECONDS) + 1) * DAY_SECONDS;
  const period = clock.nowIso().slice(0, 10);
  const taken = await takeQuota({
    structureId,
    name: 'INVITATION',
    period,
    limit: INVITATIONS_PER_DAY,
    // Kept a day past its period, then removed by the table's TTL.
    expiresAt: tomorrow + DAY_SECONDS,
  });
  if (!taken) throw new TooManyRequestsError('invitation_limit', tomorrow - now);
  return async () => {
    await releaseQuota({ structureId, name: 'INVITATION', period });
  };
};
