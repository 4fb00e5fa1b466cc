import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import type { CourtDeadline, CourtState } from '../../db/court-records';
import { AppError, ConflictError } from '../../errors';
import { CHANGE_CODES, CourtSyncError, type CourtChange } from '../../services/court-sync';
import { courtEventText } from '../../services/court-events';
import { portalDateText } from '../../services/deadline-dates';

export const courtDeadlineView = (d: CourtDeadline) => ({
  idEcheanceDossier: d.id,
  dateEcheance: portalDateText(d.date),
  typeEcheanceLabel: d.typeLabel,
  contenu: d.contenu,
  dateProchaineAudience: d.prochaineAudience ? portalDateText(d.prochaineAudience) : null,
});

export const courtSyncStateView = (state: CourtState) => ({
  dernierSucces: state.dernierSucces ?? null,
  derniereTentative: state.derniereTentative ?? null,
  echec: state.echec ?? null,
});

/** A change a Sync found: its kind's title and its event worded in the caller's language, and the event as data. */
export const courtChangeView = (change: CourtChange, language: Language) => ({
  type: change.kind,
  libelle: message(CHANGE_CODES[change.kind], language),
  texte: courtEventText(change.evenement, language),
  evenement: change.evenement,
});

/** The answer to a Sync that could not read the portal: the person's to fix (409 on the reference) or the portal's (503). */
export const syncFailureError = (error: CourtSyncError): AppError => {
  switch (error.failure) {
    case 'no_reference':
      return new ConflictError('court_reference_missing', 'refTribunal');
    case 'not_found':
      return new ConflictError('court_case_not_found', 'refTribunal');
    case 'unreachable':
      return new AppError(503, 'service_unavailable', 'court_portal_unreachable', undefined, { 'Retry-After': '60' });
    case 'changed':
      return new AppError(503, 'service_unavailable', 'court_portal_changed', undefined, { 'Retry-After': '3600' });
  }
};
