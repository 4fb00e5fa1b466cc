import type { FieldError } from '@mizan/shared/errors';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import type { TransactItem } from '../db/transactions';
import type { Caller } from './caller';
import { claimReference, getDossier, releaseReference, type Dossier } from '../db/dossiers';
import { fullName, getUser } from '../db/users';
import { activityEntry, originOf } from './activity-log';
import { AppError, ConflictError, ValidationError } from '../errors';
import { fieldError } from './field-error';
import { commit, type GuardedWrite } from './guarded-transaction';
import { normaliseText } from '../db/normalise';
import { isCourt, referenceUsage } from './reference-data';
import { isActiveLawyer } from './lawyers';

/** A user of the firm who may be responsible for a dossier or a deadline: active staff. */
export const isActiveStaff = async (structureId: string, userId: string): Promise<boolean> => {
  const user = await getUser(structureId, userId);
  return !!user && user.actif && !user.deletedAt && user.idTypeUtilisateur !== 'CLIENT';
};

/** Only a firm ADMIN or the dossier's current lawyer may give the dossier another lawyer. */
export const mayChangeLawyer = (caller: Caller, currentLawyerId: string) =>
  caller.roles.includes('ADMIN') || caller.userId === currentLawyerId;

/** The firm's activity log entry of a change of lawyer: the dossier's reference, the lawyers before and after. */
export const lawyerChange = async (caller: Caller, ip: string | undefined, dossier: Dossier, lawyerId: string): Promise<TransactItem> => {
  const [from, to] = await Promise.all([getUser(caller.structureId, dossier.idUtilisateur), getUser(caller.structureId, lawyerId)]);
  return activityEntry(originOf(caller, ip), {
    kind: 'DOSSIER_LAWYER_CHANGED',
    subject: dossier.refCabinet,
    precisions: [from ? fullName(from) : '', to ? fullName(to) : ''],
    refs: { dossierId: dossier.id, from: dossier.idUtilisateur, to: lawyerId },
  });
};

type Identification = Pick<Dossier, 'idTribunal' | 'dateOuverture'> & { idUtilisateur?: string };

/**
 * Checks what the schema cannot: the court exists and the dossier's lawyer is an active AVOCAT of
 * the firm. A new dossier's lawyer is the one named, else the caller. An edit keeps the current
 * lawyer (`currentLawyerId`) unless another is named, which only a firm ADMIN or the current
 * lawyer may do (403 `lawyer_change_forbidden`): no one makes themself the lawyer of a dossier, and
 * so a reader of its client-private documents. Answers the lawyer's id.
 */
export const checkIdentification = async (
  caller: Caller,
  body: Identification,
  language: Language,
  currentLawyerId?: string,
): Promise<string> => {
  const lawyerId = body.idUtilisateur ?? currentLawyerId ?? caller.userId;
  const changing = lawyerId !== currentLawyerId;
  if (changing && currentLawyerId !== undefined && !mayChangeLawyer(caller, currentLawyerId))
    throw new AppError(403, 'forbidden', 'lawyer_change_forbidden');
  const errors: FieldError[] = [];
  if (!isCourt(body.idTribunal)) errors.push(fieldError('idTribunal', 'invalid_value', language));
  if (Number.isNaN(Date.parse(`${body.dateOuverture}T00:00:00Z`))) errors.push(fieldError('dateOuverture', 'date_invalid', language));
  if (changing && !(await isActiveLawyer(caller.structureId, lawyerId)))
    errors.push(fieldError('idUtilisateur', 'lawyer_not_avocat', language));
  if (errors.length) throw new ValidationError(errors);
  return lawyerId;
};

/** The writes that keep the reference unique and the dossier type's use counted, from `before` to `after`. */
export const identificationWrites = (
  structureId: string,
  before: Dossier | undefined,
  after: Dossier,
  language: Language,
): GuardedWrite[] => {
  const writes: GuardedWrite[] = [];
  if (!before || normaliseText(before.refCabinet) !== normaliseText(after.refCabinet)) {
    if (before) writes.push({ write: releaseReference(structureId, before.refCabinet, after.id) });
    writes.push({
      write: claimReference(structureId, after.refCabinet, after.id),
      onConditionFailure: () => new ConflictError('ref_cabinet_taken', 'refCabinet'),
    });
  }
  if (!before || before.idTypeDossier !== after.idTypeDossier) {
    writes.push({
      write: referenceUsage(structureId, 'dossierType', after.idTypeDossier, 1),
      onConditionFailure: () => new ValidationError([fieldError('idTypeDossier', 'invalid_value', language)]),
    });
    if (before) writes.push({ write: referenceUsage(structureId, 'dossierType', before.idTypeDossier, -1) });
  }
  return writes;
};

/** The firm's time zone (decisions: times are read in Morocco's, whatever the reader's machine says). */
const FIRM_TIME_ZONE = 'Africa/Casablanca';
const LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' };

/** 12/03/2026 and 14h05 (French) or 14:05, in the firm's time zone. */
const dateAndTime = (at: string, language: Language) => {
  const instant = new Date(at);
  const options = { timeZone: FIRM_TIME_ZONE } as const;
  const date = new Intl.DateTimeFormat(LOCALES[language], { ...options, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    instant,
  );
  const time = new Intl.DateTimeFormat(LOCALES[language], { ...options, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );
  return { date, time: language === 'fr' ? time.replace(':', 'h') : time };
};

/**
 * 409 `dossier_changed`: the identification is no longer at the version the editor read. Its
 * detail (field `version`) names who edited it last and when, worded in the caller's language,
 * with `by` (their name) and `at` (ISO instant) for the screen to word itself.
 */
export const dossierChanged = (current: Dossier | undefined, language: Language) => {
  const by = current?.updatedBy?.name;
  const at = current?.updatedAt;
  const details =
    by && at
      ? [
          {
            ...fieldError('version', 'dossier_changed', language),
            message: Object.entries({ by, ...dateAndTime(at, language) }).reduce(
              (text, [key, value]) => text.replace(`{${key}}`, value),
              message('dossier_changed_by', language),
            ),
            by,
            at,
          },
        ]
      : undefined;
  return new AppError(409, 'dossier_changed', 'dossier_changed', details);
};

/**
 * Commits an edit of the identification (`edit`, from db/dossiers `editIdentification`) with the
 * writes that go with it. When the version read is no longer the dossier's, the dossier is read
 * again to answer who changed it and when.
 */
export const commitIdentificationEdit = async (
  structureId: string,
  dossierId: string,
  edit: TransactItem,
  writes: readonly GuardedWrite[],
  language: Language,
) => {
  const stale = new ConflictError('dossier_changed', 'version', 'dossier_changed');
  try {
    await commit([{ write: edit, onConditionFailure: () => stale }, ...writes]);
  } catch (error) {
    if (error !== stale) throw error;
    throw dossierChanged(await getDossier(structureId, dossierId, true), language);
  }
};
