import type { Appointment } from '../db/appointments';
import { hearingsBetween, type CourtDeadline } from '../db/court-records';
import { alertedDeadlinesBetween, hearingDeadlinesBetween, type Deadline } from '../db/deadlines';
import { getDossiers, type Dossier } from '../db/dossiers';
import { heldAppointmentsOf } from './appointments';
import { deadlineDateText, isPast, portalDateText } from './deadline-dates';
import type { ReferenceLabels } from './reference-data';
import { casablancaToday, type IsoDate } from './working-days';

/**
 * A staff member's agenda, read by key and index reads for the person and the days asked (never by
 * reading dossiers one by one): the dashboard's blocks and strip, and the daily digest.
 * - hearings: the court portal's next hearings of the person's dossiers (gsi1) and their open
 *   cabinet deadlines of type AUD (gsi2);
 * - urgent deadlines: their open alerted deadlines up to a day, overdue ones included (gsi1);
 * - meetings: their pending and confirmed appointments (gsi1).
 */
export type AgendaHearing = { idDossier: string; day: IsoDate; date: string; libelle: string; source: 'tribunal' | 'cabinet' };
export type AgendaDeadline = { idDossier: string; day: IsoDate; date: string; libelle: string; enRetard: boolean; deadline: Deadline };

/** The day `n` calendar days after (or before) `day`, closed or not. */
export const plusDays = (day: IsoDate, n: number): IsoDate => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** Monday to Sunday of the week holding `now`, in Casablanca. */
export const weekOf = (now: Date): { monday: IsoDate; sunday: IsoDate } => {
  const today = casablancaToday(now);
  const monday = plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return { monday, sunday: plusDays(monday, 6) };
};

/** A person's court hearings from `from` to `to`: a step's next hearing is often the next step's own date, so one hearing per dossier and time (one Query). */
export const courtHearingsOf = async (structureId: string, userId: string, from: IsoDate, to: IsoDate): Promise<CourtDeadline[]> => {
  const steps = await hearingsBetween(structureId, userId, from, to);
  return [...new Map(steps.map((step) => [`${step.idDossier}|${step.prochaineAudience}`, step])).values()];
};

/** A person's open alerted deadlines and open cabinet hearings (AUD) from `from` to `to`, each once (two Queries). */
export const openDeadlinesOf = async (structureId: string, userId: string, from: IsoDate, to: IsoDate): Promise<Deadline[]> => {
  const [alerted, hearings] = await Promise.all([
    alertedDeadlinesBetween(structureId, userId, from, to),
    hearingDeadlinesBetween(structureId, userId, from, to),
  ]);
  return [...new Map([...alerted, ...hearings].map((d) => [d.id, d])).values()];
};

export const hearingsOf = async (
  structureId: string,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  labels: ReferenceLabels,
): Promise<AgendaHearing[]> => {
  const [court, cabinet] = await Promise.all([
    courtHearingsOf(structureId, userId, from, to),
    hearingDeadlinesBetween(structureId, userId, from, to),
  ]);
  const rows: AgendaHearing[] = [
    ...court.map((d): AgendaHearing => ({
      idDossier: d.idDossier,
      day: d.prochaineAudience!.slice(0, 10),
      date: portalDateText(d.prochaineAudience!),
      libelle: d.typeLabel,
      source: 'tribunal',
    })),
    ...cabinet.map((d): AgendaHearing => ({
      idDossier: d.idDossier,
      day: d.day,
      date: deadlineDateText(d),
      libelle: labels.deadlineType(d.idTypeEcheance),
      source: 'cabinet',
    })),
  ];
  return rows.sort((a, b) => a.date.localeCompare(b.date));
};

export const urgentDeadlinesOf = async (
  structureId: string,
  userId: string,
  from: IsoDate,
  to: IsoDate,
  now: Date,
  labels: ReferenceLabels,
): Promise<AgendaDeadline[]> => {
  const deadlines = await alertedDeadlinesBetween(structureId, userId, from, to);
  return deadlines.map((d) => ({
    idDossier: d.idDossier,
    day: d.day,
    date: deadlineDateText(d),
    libelle: labels.deadlineType(d.idTypeEcheance),
    enRetard: isPast(d, now),
    deadline: d,
  }));
};

/** The dossiers the rows name, by id (one BatchGet per 100). */
export const dossiersById = async (structureId: string, ids: readonly string[]): Promise<Map<string, Dossier>> =>
  new Map((await getDossiers(structureId, [...new Set(ids)])).map((d) => [d.id, d]));

/** A dossier's two references as the dashboard links them (the court reference falls back to the cabinet's). */
export const dossierRefs = (dossier: Pick<Dossier, 'id' | 'refCabinet' | 'refTribunal'>) => ({
  refCabinet: { id: dossier.id, label: dossier.refCabinet },
  refTribunal: { id: dossier.id, label: dossier.refTribunal ?? '' },
});

/** A person's meetings from `from` to `to`: their pending and confirmed appointments, by start (one Query). */
export const meetingsOf = (structureId: string, userId: string, from: IsoDate, to: IsoDate): Promise<Appointment[]> =>
  heldAppointmentsOf(structureId, userId, from, to);
