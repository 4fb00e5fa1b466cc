import type { Language } from '@mizan/shared/roles';
import { clock } from '../../../adapters/clock';
import { config } from '../../../adapters/config';
import { identity, IdentityLeftBehindError, isUsernameTaken } from '../../../adapters/identity';
import { log } from '../../../runtime/log';
import { claimEmail, getEmailEntry, type EmailEntry } from '../../../db/email-registry';
import { createFirm } from '../../../db/firms';
import { newId } from '../../../db/keys';
import { claimNotice } from '../../../db/quotas';
import {
  createRegistration,
  removeRegistration,
  removeRegistrationSoon,
  UNVERIFIED_LIFETIME_MS,
  type Registration,
} from '../../../db/registrations';
import { deleteToken, issueToken } from '../../../db/tokens';
import { createUser, emailEntryOf, fullName, getUser, type User } from '../../../db/users';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { emailVerificationEmail, registrationAttemptEmail } from '../../../services/emails/templates';
import { commit, plain, withFreshReads } from '../../../services/guarded-transaction';
import { answerAfter } from '../../../services/neutral-answer';
import { emailWrite, queueEmail } from '../../../services/outbox';

/** Every answer takes at least this long: above a registration's usual time, so a taken address answers as late as a free one. */
export const REGISTER_ANSWER_MS = 1500;

const takenMeanwhile = () => new ConflictError('username_taken', 'email', 'username_taken');

/** The owner of a taken address is told at most once per this span, however many attempts. */
export const ATTEMPT_NOTICE_SECONDS = 3600;

/** The owner was told of an attempt within the span: nothing is sent. */
class OwnerToldRecently extends ConflictError {
  constructor() {
    super('conflict', null);
  }
}

/**
 * The address already has an account: its owner is told (in their language), at most once an hour
 * (the notice's claim and the email in one transaction: concurrent attempts send one), and nothing
 * else happens.
 */
const warnOwner = async (entry: EmailEntry, language: Language) => {
  const owner = await getUser(entry.structureId, entry.userId);
  const mail = registrationAttemptEmail(entry.email, owner?.language ?? language, {
    recipientName: owner ? fullName(owner) : '',
    link: `${config.appUrl}/login`,
  });
  try {
    await withFreshReads(() =>
      commit([
        {
          write: claimNotice(entry.email, 'REGISTRATION_ATTEMPT', ATTEMPT_NOTICE_SECONDS),
          onConditionFailure: () => new OwnerToldRecently(),
        },
        emailWrite(entry.structureId, mail),
      ]),
    );
  } catch (error) {
    if (!(error instanceof OwnerToldRecently)) throw error;
  }
};

type RegisterBody = { userName: string; userFirstName: string; structure: string; email: string; phone: string; password: string };

/**
 * A new firm, its first admin (an ADMIN lawyer, unverified) and the pending registration, in one
 * transaction with the email claim and the verification token; then the identity-provider user,
 * last, and the verification email (queued in the outbox once that user exists, so the link
 * never names an account that is not there). The public account function never deletes an identity user:
 * when a step fails before that user exists, our records are removed at once; once it exists, the
 * registration is handed to the registrations job (`removeAfter` now), which removes both.
 */
const registerFirm = async (body: RegisterBody, language: Language) => {
  const taken = await getEmailEntry(body.email);
  if (taken) return warnOwner(taken, language);
  const structureId = newId();
  const userId = newId();
  const now = clock.now();
  const user: User = {
    idUtilisateur: userId,
    idStructure: structureId,
    idTypeUtilisateur: 'AVOCAT',
    idRolUtilisateur: 'ADMIN',
    nom: body.userName,
    prenom: body.userFirstName,
    email: body.email,
    phone: body.phone,
    actif: true,
    language,
    createdAt: now.toISOString(),
    // The password is the one chosen on this form.
    firstConnectionAt: now.toISOString(),
    emailUnverified: true,
  };
  const registration: Registration = {
    structureId,
    userId,
    email: body.email,
    createdAt: now.toISOString(),
    removeAfter: new Date(now.getTime() + UNVERIFIED_LIFETIME_MS).toISOString(),
  };
  const verification = issueToken('VERIFY_EMAIL', { structureId, userId, email: body.email });
  try {
    await commit([
      { write: claimEmail(emailEntryOf(user)), onConditionFailure: takenMeanwhile },
      plain(createFirm({ idStructure: structureId, nom: body.structure, createdAt: user.createdAt })),
      plain(createUser(user)),
      plain(createRegistration(registration)),
      plain(verification.write),
    ]);
  } catch (error) {
    const entry = error instanceof ConflictError && (await getEmailEntry(body.email));
    if (entry) return warnOwner(entry, language);
    throw error;
  }
  let identityMade = false;
  try {
    await identity.create({ email: body.email, userId, structureId, userType: 'AVOCAT', role: 'ADMIN', password: body.password });
    identityMade = true;
    await queueEmail(
      structureId,
      emailVerificationEmail(body.email, language, {
        recipientName: fullName(user),
        firmName: body.structure,
        link: `${config.appUrl}/verify-email?token=${encodeURIComponent(verification.token)}`,
      }),
    );
  } catch (error) {
    if (identityMade || error instanceof IdentityLeftBehindError) {
      await removeRegistrationSoon(registration);
      throw error;
    }
    await Promise.all([removeRegistration(registration), deleteToken(verification.token)]);
    // An identity user nobody owns holds the address: the answer stays the neutral one.
    if (isUsernameTaken(error)) log.error('registration refused by the identity provider', { detail: 'username exists' });
    else throw error;
  }
};

/**
 * Registers a firm. The answer is the same, after the same time, whether or not the address was
 * free: 202 with the address. A new firm signs in once its address is verified
 * (`POST /api/account/verify-email`); the owner of a taken address receives an email saying so.
 */
export const handler = defineHandler('account.register', async ({ body }, { language }) => {
  await answerAfter(REGISTER_ANSWER_MS, () => registerFirm(body, language));
  return { email: body.email };
});
