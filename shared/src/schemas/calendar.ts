import * as z from 'zod';
import { APPOINTMENT_STATUSES } from '../appointment-statuses.ts';
import { id, isoDate, optionalText, requiredText } from '../validation.ts';

/**
 * The calendar's wire shapes (specification 3, 5, 7 and 9). Times are Casablanca wall-clock times.
 * An availability is read with the documented seconds (start `HH:mm:01`, end `HH:mm:00`) and
 * accepted with or without seconds, which are not kept; an appointment's times are `HH:mm:ss`.
 */
const time = (example: string) =>
  z
    .string({ error: 'required' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'time_invalid' })
    .meta({ examples: [example] });

/** Durations of an availability: 15 to 120 minutes in steps of 15 (specification 9). */
export const AVAILABILITY_DURATIONS = [15, 30, 45, 60, 75, 90, 105, 120] as const;
/** The longest range of free slots one call answers. */
export const MAX_SLOT_RANGE_DAYS = 31;
/** How far ahead a client books (days after today, Casablanca); their free slots stop there too. */
export const MAX_BOOKING_DAYS_AHEAD = 60;
/** How many pending (EAT) bookings, not yet begun, a client holds with one lawyer. */
export const MAX_PENDING_BOOKINGS = 3;

export const availabilityBody = z.object({
  idJour: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .min(1, { error: 'invalid_value' })
    .max(7, { error: 'invalid_value' }),
  heureDebut: time('09:00:01'),
  heureFin: time('09:30:00'),
});
export const availability = z.object({
  id: z.string(),
  idJour: z.number(),
  jour: z.string(),
  idUtilisateur: z.string(),
  heureDebut: z.string(),
  heureFin: z.string(),
  actif: z.boolean(),
});
export const availabilities = z.array(availability);

export const availabilityDaysQuery = z.object({ dateDebut: isoDate(), dateFin: isoDate() });
export const availabilityDays = z.array(
  z.object({ jour: z.string(), slots: z.array(z.object({ dateDebut: z.string(), dateFin: z.string() })) }),
);

export const appointmentsQuery = z.object({
  dateDebut: isoDate().optional(),
  dateFin: isoDate().optional(),
});

/**
 * A new appointment. Staff: date, times, and a comment or a client (a client record of the firm,
 * found by CIN or RC), for themselves or the lawyer `idUtilisateur`. A client booking: one of their
 * dossiers (`idDossier`) with its lawyer, on a free slot; `idClient` (the client's own id in the
 * old client) is not read from a client.
 */
export const appointmentBody = z.object({
  idClient: z.string().max(64).nullable().optional(),
  idUtilisateur: id().optional(),
  idDossier: id().optional(),
  date: isoDate(),
  heureDebut: time('10:00:00'),
  heureFin: time('10:30:00'),
  commentaire: optionalText(2000).meta({ examples: ['Point sur le dossier'] }),
});
export const updateAppointmentBody = z.object({
  date: isoDate(),
  heureDebut: time('10:00:00'),
  heureFin: time('10:30:00'),
  commentaire: optionalText(2000),
});
export const appointmentParams = z.object({ idrendezvous: id() });
export const cancelAppointmentBody = z.object({ id: id(), motif: requiredText(500) });
export const confirmAppointmentBody = z.object({ id: id() });

const personName = z.object({ nom: z.string(), prenom: z.string() });
/** An appointment in a list: `title` is the client (or the comment) for staff, the lawyer for a client. */
export const appointmentItem = z.object({
  idRendezVous: z.string(),
  title: z.string(),
  date: z.string(),
  heureDebut: z.string(),
  heureFin: z.string(),
  statut: z.enum(APPOINTMENT_STATUSES),
  idUtilisateur: z.string(),
  idDossier: z.string().nullable(),
});
export const appointmentList = z.array(appointmentItem);
export const appointmentDetail = appointmentItem.extend({
  idClient: z.string().nullable(),
  refCabinet: z.string().nullable(),
  utilisateur: personName,
  client: personName.nullable(),
  commentaire: z.string().nullable(),
  motif: z.string().nullable(),
  /** Who cancelled: the firm (ANL) or the client (ANC). */
  annulePar: z.string().nullable(),
});

/** A person's calendar subscription: the address is shown once, when it is made (only its hash is kept). */
export const feedStatus = z.object({
  url: z.string().nullable(),
  actif: z.boolean(),
  dateCreation: z.string().nullable(),
});
export const feedParams = z.object({
  token: z
    .string({ error: 'required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalid_id' })
    .meta({ examples: ['AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE'] }),
});

/** The longest range one read of the agenda answers (a month view's six weeks). */
export const MAX_AGENDA_RANGE_DAYS = 42;
export const AGENDA_KINDS = ['appointment', 'hearing', 'deadline'] as const;
export type AgendaKind = (typeof AGENDA_KINDS)[number];

const KIND = `(${AGENDA_KINDS.join('|')})`;
/** The kinds a subscription carries, as the person chose them (`?kinds=appointment,hearing`); without it, every kind. */
export const feedQuery = z.object({
  kinds: z
    .string()
    .regex(new RegExp(`^${KIND}(,${KIND})*$`), { error: 'invalid_value' })
    .optional()
    .meta({ examples: ['appointment,hearing'] }),
});

/**
 * Whose agenda, between two days (42 at most): the caller's own (no `userId`), one staff member's
 * of the firm (`userId`), or the whole firm's (`all=true`: administrators and assistants).
 */
export const agendaQuery = z.object({
  dateDebut: isoDate(),
  dateFin: isoDate(),
  userId: id().optional(),
  all: z.enum(['true'], { error: 'invalid_value' }).optional(),
});

/**
 * One event of the agenda, as data for the reader's words: an appointment (its client or comment
 * in `titre`, its status), a court hearing from the court portal (the procedure's type in
 * `titre`, the court), or a cabinet deadline (its type's label in `titre`; `enRetard` once past
 * while open; `effectuee` once performed). Times are Casablanca wall-clock `HH:mm`; an event without a time lasts the day.
 */
export const agendaEvent = z.object({
  kind: z.enum(AGENDA_KINDS),
  id: z.string(),
  /** Whose agenda holds it: the appointment's or the deadline's lawyer, the dossier's lawyer for a hearing. */
  idUtilisateur: z.string(),
  idDossier: z.string().nullable(),
  date: z.string(),
  heureDebut: z.string().nullable(),
  heureFin: z.string().nullable(),
  titre: z.string(),
  refCabinet: z.string().nullable(),
  refTribunal: z.string().nullable(),
  /** A hearing's court (a court hearing's or a cabinet hearing's, AUD), in the reader's language. */
  tribunal: z.string().nullable(),
  /** A cabinet hearing's courtroom, when the lawyer wrote it (the court portal's calls give none). */
  salle: z.string().nullable(),
  /** An appointment's status; null for the other kinds. */
  statut: z.enum(APPOINTMENT_STATUSES).nullable(),
  /** An open deadline whose moment has passed. */
  enRetard: z.boolean(),
  /** A performed deadline (the calendar greys it). */
  effectuee: z.boolean(),
});
/** A day the calendar marks: a Moroccan public holiday or one of the firm's closure days, named in the reader's language. */
export const agendaDay = z.object({ date: z.string(), nature: z.enum(['holiday', 'closure']), libelle: z.string() });
export const agenda = z.object({ events: z.array(agendaEvent), days: z.array(agendaDay) });
