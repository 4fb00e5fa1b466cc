import type { FieldError } from '@mizan/shared/errors';
import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../adapters/token-verifier';
import { claimReference, releaseReference, type Dossier } from '../../db/dossiers';
import { getUser } from '../../db/users';
import { ConflictError, ValidationError } from '../../errors';
import { fieldError } from '../../services/field-error';
import type { GuardedWrite } from '../../services/guarded-transaction';
import { normaliseText } from '../../services/normalise';
import { isCourt, referenceUsage } from '../../services/reference-data';

/** A user of the firm who may be responsible for a dossier or a deadline: active staff. */
export const isActiveStaff = async (structureId: string, userId: string): Promise<boolean> => {
  const user = await getUser(structureId, userId);
  return !!user && user.actif && !user.deletedAt && user.idTypeUtilisateur !== 'CLIENT';
};

type Identification = Pick<Dossier, 'idTribunal' | 'dateOuverture'> & { idUtilisateur?: string };

/**
 * Checks what the schema cannot: the court exists and the responsible lawyer is an active staff
 * member of the firm (the caller when not said). Answers the lawyer's id.
 */
export const checkIdentification = async (caller: Caller, body: Identification, language: Language): Promise<string> => {
  const lawyerId = body.idUtilisateur ?? caller.userId;
  const errors: FieldError[] = [];
  if (!isCourt(body.idTribunal)) errors.push(fieldError('idTribunal', 'invalid_value', language));
  if (Number.isNaN(Date.parse(`${body.dateOuverture}T00:00:00Z`))) errors.push(fieldError('dateOuverture', 'date_invalid', language));
  if (lawyerId !== caller.userId && !(await isActiveStaff(caller.structureId, lawyerId)))
    errors.push(fieldError('idUtilisateur', 'lawyer_invalid', language));
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
      onConditionFailure: () => new ConflictError('ref_cabinet_taken'),
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
