import type { ActivityEntry, ActivityKind } from '@mizan/shared/schemas/activity';
import { clock } from '../adapters/clock';
import type { Caller } from './caller';
import { activityPage, activityWrite, putActivity, type ActivityFilter, type ActivityRecord } from '../db/activity-log';
import type { TransactItem } from '../db/transactions';
import { fullName, type User } from '../db/users';

/**
 * The firm's activity log (/admin). One call records an event: `activityEntry` as a write of the
 * transaction of its cause (a user invited, changed or removed, a setting changed), or
 * `recordActivity` when the event writes nothing else (a sign-in, a document opened).
 */

/** Who acted and from where: the firm, the person (when one is known) and the request's source address. */
export type ActivityOrigin = { structureId: string; userId?: string; userName?: string; role?: string; ip?: string };

/** What happened: its kind, what it is about, and codes the screen words. */
export type ActivityEvent = {
  kind: ActivityKind;
  subject?: string;
  precisions?: readonly string[];
  refs?: Record<string, string>;
};

/** The signed-in caller of a request, as the origin of what they do. */
export const originOf = (caller: Caller, ip: string | undefined): ActivityOrigin => ({
  structureId: caller.structureId,
  userId: caller.userId,
  userName: caller.name,
  role: caller.roles[0],
  ip,
});

/** A person known by their record (a public route: no caller yet), as the origin of what they do. */
export const personOrigin = (
  user: Pick<User, 'idStructure' | 'idUtilisateur' | 'nom' | 'prenom' | 'idRolUtilisateur'>,
  ip: string | undefined,
): ActivityOrigin => ({
  structureId: user.idStructure,
  userId: user.idUtilisateur,
  userName: fullName(user),
  role: user.idRolUtilisateur,
  ip,
});

const recordOf = ({ userId, userName, role, ip }: ActivityOrigin, event: ActivityEvent): ActivityRecord => ({
  kind: event.kind,
  at: clock.nowIso(),
  userId,
  userName,
  role,
  ip,
  subject: event.subject,
  precisions: [...(event.precisions ?? [])],
  refs: event.refs,
});

/** The event as a write of its cause's transaction (its condition, a new key, never fails). */
export const activityEntry = (origin: ActivityOrigin, event: ActivityEvent): TransactItem =>
  activityWrite(origin.structureId, recordOf(origin, event));

/** The event on its own. */
export const recordActivity = (origin: ActivityOrigin, event: ActivityEvent) => putActivity(origin.structureId, recordOf(origin, event));

/** A person as an event's subject: their name and address. */
export const personSubject = (person: { nom: string; prenom: string; email: string }) => `${fullName(person)} <${person.email}>`;

/**
 * Why a password check failed (services/password-tries.ts): a wrong address or password at
 * sign-in, a deactivated account, a wrong two-factor code, a wrong password to set up, confirm or
 * turn off two-factor, a wrong current password to change it, or a try while the account is locked.
 */
export type SignInFailure = 'credentials' | 'disabled' | 'two_factor' | 'two_factor_settings' | 'current_password' | 'locked';

/**
 * Two-factor changes (the profile's set-up and removal, the firm-wide requirement, a recovery code
 * spent), recorded once the change is made (each is one write of db/two-factor.ts, with Cognito's
 * part before it).
 */
export type TwoFactorChange = 'enabled' | 'disabled' | 'firm_required' | 'firm_not_required' | 'recovery_code_used';
export const twoFactorChanged = (change: TwoFactorChange): ActivityEvent => ({ kind: 'TWO_FACTOR_CHANGED', precisions: [change] });

/** An invitation refused because the address is used elsewhere (the caller learns only that it cannot be used). */
export const invitationRefused = (email: string): ActivityEvent => ({
  kind: 'INVITATION_REFUSED',
  subject: email,
  precisions: ['email_in_use'],
});

/** A page of the log as the screen reads it. */
export const activityLog = async (structureId: string, filter: ActivityFilter, limit: number, cursor?: string) => {
  const { entries, next } = await activityPage(structureId, filter, limit, cursor);
  const items: ActivityEntry[] = entries.map((entry) => ({
    id: entry.id,
    date: entry.at,
    type: entry.kind,
    idUtilisateur: entry.userId ?? null,
    utilisateur: entry.userName ?? null,
    role: entry.role ?? null,
    ip: entry.ip ?? null,
    objet: entry.subject ?? null,
    precisions: entry.precisions ?? [],
  }));
  return { items, cursor: next ?? null };
};
