import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import type { Availability } from '../../db/availabilities';
import { getDossiers } from '../../db/dossiers';
import { getUser, type User } from '../../db/users';
import { NotFoundError } from '../../errors';
import { clientAccountDossiers, isClientCaller } from '../../services/dossier-access';
import { availabilityEnd, availabilityStart } from './times';

/**
 * Whose availability a caller may read: staff, any active staff member of their firm; a client,
 * the lawyers of their own dossiers. Anyone else is not found.
 */
export const calendarOwnerFor = async (caller: Caller, userId: string): Promise<User> => {
  const user = await getUser(caller.structureId, userId);
  if (!user || user.deletedAt || user.idTypeUtilisateur === 'CLIENT') throw new NotFoundError();
  if (isClientCaller(caller)) {
    const { dossierIds } = await clientAccountDossiers(caller.structureId, caller.userId);
    const dossiers = await getDossiers(caller.structureId, dossierIds);
    if (!dossiers.some((d) => d.idUtilisateur === userId)) throw new NotFoundError();
  }
  return user;
};

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' };
/** The weekday's name (1 = Monday) in the language. */
export const weekdayName = (idJour: number, language: Language) => {
  const name = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, idJour)), // 2024-01-01 was a Monday
  );
  return name.charAt(0).toLocaleUpperCase(LOCALES[language]) + name.slice(1);
};

export const availabilityView = (w: Availability, language: Language) => ({
  id: w.id,
  idJour: w.idJour,
  jour: weekdayName(w.idJour, language),
  idUtilisateur: w.idUtilisateur,
  heureDebut: availabilityStart(w.debut),
  heureFin: availabilityEnd(w.fin),
  actif: true,
});
