import { takeQuota } from '../db/quotas';
import { ConflictError, TooManyRequestsError } from '../errors';
import { invitationRefused, recordActivity, type ActivityOrigin } from './activity-log';

/** Refused invitations a firm may get per hour; the next ones answer 429 (the Users screen cannot probe addresses). */
export const INVITATION_REFUSALS_PER_HOUR = 20;

/** An invitation of an address that already has an account, here or in another firm: 409 saying only that it cannot be used. */
export class AddressUnavailableError extends ConflictError {
  constructor() {
    super('email_unavailable', 'email');
  }
}

/**
 * What to answer for a failed invitation of `email`: a refusal (`AddressUnavailableError`) goes to
 * the firm's activity log and is counted for the firm, and past the hour's limit becomes a 429; any
 * other error goes on as it is.
 */
export const answerForRefusal = async (origin: ActivityOrigin, email: string, error: unknown): Promise<unknown> => {
  if (!(error instanceof AddressUnavailableError)) return error;
  await recordActivity(origin, invitationRefused(email));
  const quota = await takeQuota({
    owner: { structureId: origin.structureId },
    name: 'INVITE_REFUSAL',
    per: 'hour',
    limit: INVITATION_REFUSALS_PER_HOUR,
  });
  return quota.taken ? error : new TooManyRequestsError('too_many_requests', quota.retryAfter);
};
