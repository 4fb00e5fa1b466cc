import { HOLDING_STATUSES } from '@mizan/shared/appointment-statuses';
import { lawyerAppointments, type Appointment } from '../db/appointments';

/**
 * Appointments as the calendar and the dashboard answer them: which hold their time (pending and
 * confirmed), the wire row, and a lawyer's held appointments of some days.
 */

export const isHolding = (a: Pick<Appointment, 'statut'>) => HOLDING_STATUSES.includes(a.statut);

/** An appointment's time on the wire: `HH:mm:00`. */
export const appointmentTime = (time: string) => `${time}:00`;

export const personName = (p: { nom?: string; prenom?: string } | undefined) => `${p?.prenom ?? ''} ${p?.nom ?? ''}`.trim();

/** The appointment as the API answers it; `title` is the client (or the comment) for staff, the lawyer for a client. */
export const appointmentView = (a: Appointment, forClient: boolean) => ({
  idRendezVous: a.id,
  title: forClient ? personName(a.utilisateur) : personName(a.client) || (a.commentaire ?? ''),
  date: a.date,
  heureDebut: appointmentTime(a.debut),
  heureFin: appointmentTime(a.fin),
  statut: a.statut,
  idUtilisateur: a.idUtilisateur,
  idDossier: a.idDossier ?? null,
});

/** A lawyer's pending and confirmed appointments from `from` to `to` (days, both included), by start: one Query (K7). */
export const heldAppointmentsOf = async (structureId: string, lawyerId: string, from: string, to: string) =>
  (await lawyerAppointments(structureId, lawyerId, from, to)).filter(isHolding);
