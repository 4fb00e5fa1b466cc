import { identity } from '../adapters/identity';
import { registrationsToRemove, removeRegistration, startRemoval } from '../db/registrations';
import { log } from '../runtime/log';

const isUserNotFound = (error: unknown) => (error as { name?: string })?.name === 'UserNotFoundException';

/**
 * Removes the registrations whose address was not verified within 7 days, and those whose
 * identity-provider user was left half made (at once): each is first marked so that it can no
 * longer be verified, then its identity-provider user is deleted, then its records (firm, admin,
 * email claim), so the address is free again. A run that fails midway is finished by the next.
 */
export const handler = async (): Promise<{ removed: number }> => {
  let removed = 0;
  for (const registration of await registrationsToRemove()) {
    try {
      if (!(await startRemoval(registration))) continue;
      await identity.remove(registration.email).catch((error: unknown) => {
        if (!isUserNotFound(error)) throw error;
      });
      if (await removeRegistration(registration)) removed += 1;
    } catch (error) {
      log.error('unverified registration not removed', { structureId: registration.structureId, error: (error as Error).name });
    }
  }
  log.info('unverified registrations removed', { removed });
  return { removed };
};
