import { timeValue } from '@mizan/shared/fees';
import type { Language } from '@mizan/shared/roles';
import type { FeeAgreement } from '../../db/fee-agreements';
import { findDeadline } from '../../db/deadlines';
import { findTimeEntry, type TimeEntry, type TimeTotals } from '../../db/time-entries';
import { getUser } from '../../db/users';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../../services/caller';
import { fieldError } from '../../services/field-error';

/** Its person or an administrator of the firm may edit or delete a time entry, until an issued invoice bills it. */
const mayChange = (entry: TimeEntry, caller: Caller) =>
  !entry.idFacture && (entry.idUtilisateur === caller.userId || caller.roles.includes('ADMIN'));

/** A time entry as the API answers it. */
export const timeEntryView = (entry: TimeEntry, caller: Caller) => ({
  id: entry.id,
  idDossier: entry.idDossier,
  date: entry.date,
  minutes: entry.minutes,
  description: entry.description,
  facturable: entry.facturable,
  idEcheance: entry.idEcheance ?? null,
  idUtilisateur: entry.idUtilisateur,
  nom: entry.nom,
  version: entry.version,
  modifiable: mayChange(entry, caller),
});

/**
 * The dossier's totals, with the value of its billable minutes at the agreement's hourly rates
 * (each person's minutes at their rate, rounded half up once per person); the billable minutes of
 * a person without a rate are counted apart.
 */
export const totalsView = (totals: TimeTotals, agreement: FeeAgreement | undefined) => {
  const rates = new Map(agreement?.horaire?.taux.map((rate) => [rate.idUtilisateur, rate.centimes]));
  const priced = totals.byPerson.filter((person) => rates.has(person.idUtilisateur));
  return {
    nombre: totals.nombre,
    minutes: totals.minutes,
    minutesFacturables: totals.facturables,
    valeurCentimes: priced.reduce((sum, person) => sum + timeValue(person.minutes, rates.get(person.idUtilisateur)!), 0),
    minutesSansTaux: totals.byPerson.filter((person) => !rates.has(person.idUtilisateur)).reduce((sum, p) => sum + p.minutes, 0),
  };
};

/** 409 `time_entry_changed`, on the version: the entry was edited or deleted since it was read. */
export const timeEntryChanged = () => new ConflictError('time_entry_changed', 'version', 'time_entry_changed');

/**
 * The firm's entry with this id, if the caller may change it: 404 when there is none, 409
 * `time_entry_billed` once an issued invoice bills it, 403 for anyone but its person or an administrator.
 */
export const changeableTimeEntry = async (caller: Caller, entryId: string) => {
  const entry = await findTimeEntry(caller.structureId, entryId);
  if (!entry) throw new NotFoundError();
  if (entry.idFacture) throw new ConflictError('time_entry_billed', null);
  if (!mayChange(entry, caller)) throw new AppError(403, 'forbidden', 'time_entry_not_author');
  return entry;
};

/** A linked deadline must be one of the entry's dossier (400 on `idEcheance` otherwise). */
export const checkDeadline = async (structureId: string, dossierId: string, deadlineId: string | undefined, language: Language) => {
  if (!deadlineId) return;
  const deadline = await findDeadline(structureId, deadlineId);
  if (deadline?.idDossier !== dossierId) throw new ValidationError([fieldError('idEcheance', 'time_entry_deadline_invalid', language)]);
};

/**
 * Whose time it is: the caller's, or, when an administrator names another active staff member of
 * the firm, theirs (400 on `idUtilisateur` otherwise).
 */
export const entryPerson = async (caller: Caller, userId: string | undefined, language: Language) => {
  if (!userId || userId === caller.userId) return { id: caller.userId, name: caller.name };
  const refuse = () => new ValidationError([fieldError('idUtilisateur', 'time_entry_person_invalid', language)]);
  if (!caller.roles.includes('ADMIN')) throw refuse();
  const user = await getUser(caller.structureId, userId);
  if (!user || user.deletedAt || user.idRolUtilisateur === 'CLT') throw refuse();
  return { id: user.idUtilisateur, name: `${user.prenom} ${user.nom}` };
};
