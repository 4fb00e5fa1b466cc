import { takeQuota } from '../db/quotas';
import { TooManyRequestsError } from '../errors';

/**
 * Emails that carry text a firm chose (an invitation names the firm and the person, as the firm
 * typed them) are limited per firm and day (UTC), so the product cannot be used to send spam.
 */
export const INVITATIONS_PER_DAY = 200;

/**
 * Counts one invitation email of the firm today; 429 `invitation_limit` until tomorrow past the
 * limit. Answers how to give the use back when the invitation then fails (no email left).
 */
export const countInvitationEmail = async (structureId: string): Promise<() => Promise<void>> => {
  const quota = await takeQuota({ owner: { structureId }, name: 'INVITATION', per: 'day', limit: INVITATIONS_PER_DAY });
  if (!quota.taken) throw new TooManyRequestsError('invitation_limit', quota.retryAfter);
  return quota.release;
};
