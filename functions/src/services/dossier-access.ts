import type { Caller } from './caller';
import { accountClientIds, isClientOfDossier } from '../db/client-accounts';
import { clientDossiers } from '../db/dossier-parties';
import { getDossier, type Dossier } from '../db/dossiers';
import { getUser, type User } from '../db/users';
import { NotFoundError } from '../errors';

/**
 * Who may see what among the firm's dossiers. Firm staff see all of them; a client (CLT) sees the
 * dossiers in which one of their client records is a client, and nothing else exists for them.
 * Ids are always read inside the caller's firm, so another firm's id is simply not found.
 */
export const isClientCaller = (caller: Caller) => !caller.roles.some((role) => role === 'ADMIN' || role === 'USER');

/** The dossier ids a client account is a client of, with its client record ids. */
export const clientAccountDossiers = async (structureId: string, userId: string) => {
  const clientIds = await accountClientIds(structureId, userId);
  const links = (await Promise.all(clientIds.map((id) => clientDossiers(structureId, id)))).flat();
  return { clientIds, dossierIds: [...new Set(links.filter((l) => l.role === 'CLIENT').map((l) => l.idDossier))] };
};

/** The dossier as the caller may see it: 404 when it is not in their firm or not theirs. */
export const dossierFor = async (caller: Caller, dossierId: string, consistent = false): Promise<Dossier> => {
  const [dossier, allowed] = await Promise.all([
    getDossier(caller.structureId, dossierId, consistent),
    isClientCaller(caller) ? isClientOfDossier(caller.structureId, caller.userId, dossierId) : Promise.resolve(true),
  ]);
  if (!dossier || !allowed) throw new NotFoundError();
  return dossier;
};

/** The caller's own record as the middleware read it for this request (runtime/middleware.ts `authenticate`), by caller. */
const callerRecords = new WeakMap<Caller, User>();
export const rememberCallerRecord = (caller: Caller, record: User) => void callerRecords.set(caller, record);

/**
 * A `{userId}` of a path: the caller themself, or, for an administrator, any user of their firm.
 * Anyone else is not found. The caller's own record is the one the middleware read (an active
 * account), not read again.
 */
export const userInScope = async (caller: Caller, userId: string): Promise<User> => {
  if (userId !== caller.userId && !caller.roles.includes('ADMIN')) throw new NotFoundError();
  const user = (userId === caller.userId ? callerRecords.get(caller) : undefined) ?? (await getUser(caller.structureId, userId));
  if (!user || user.deletedAt) throw new NotFoundError();
  return user;
};
