import type { Language } from '@mizan/shared/roles';
import { config } from '../../adapters/config';
import type { Caller } from '../../services/caller';
import { agendaDay, getAppointment, writeAgendaDay, type AgendaDay, type Appointment } from '../../db/appointments';
import { getUser, type User } from '../../db/users';
import { getClient } from '../../db/clients';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { appointmentView, isHolding, personName } from '../../services/appointments';
import { isClientCaller } from '../../services/dossier-access';
import { fieldError } from '../../services/field-error';
import type { GuardedWrite } from '../../services/guarded-transaction';
import { StaleReadError } from '../../services/guarded-transaction';
import { emailWrite, groupedEmailWrite } from '../../services/outbox';
import { replyingTo } from '../../services/emails/templates';
import { appointmentEmail, bookingsEmail, type AppointmentEmailKind } from './emails';
import { minutesOf, overlaps, wallTime } from './times';

/**
 * What the appointment routes share: who may see an appointment, its answer, the agenda writes
 * that hold (or free) its time, and its emails.
 */

/** The caller's appointment: staff see their firm's, a client only their own; anything else is not found. */
export const appointmentFor = async (caller: Caller, id: string): Promise<Appointment> => {
  const found = await getAppointment(caller.structureId, id);
  if (!found || (isClientCaller(caller) && found.clientAccountId !== caller.userId)) throw new NotFoundError();
  return found;
};

/** 409 on a cancelled appointment (confirm, cancel, edit). */
export const refuseCancelled = (a: Appointment) => {
  if (!isHolding(a)) throw new ConflictError('appointment_cancelled', null);
};

/** Date and times as sent: `HH:mm`, the end after the start (400 on `heureFin`). */
export const readTimes = (sent: { date: string; heureDebut: string; heureFin: string }, language: Language) => {
  const debut = wallTime(sent.heureDebut);
  const fin = wallTime(sent.heureFin);
  if (minutesOf(fin) <= minutesOf(debut)) throw new ValidationError([fieldError('heureFin', 'appointment_times_invalid', language)]);
  return { date: sent.date, debut, fin };
};

export const appointmentDetail = (a: Appointment, forClient: boolean) => ({
  ...appointmentView(a, forClient),
  idClient: a.idClient ?? null,
  refCabinet: a.refCabinet ?? null,
  utilisateur: { nom: a.utilisateur.nom, prenom: a.utilisateur.prenom },
  client: a.client ? { nom: a.client.nom, prenom: a.client.prenom } : null,
  commentaire: a.commentaire ?? null,
  motif: a.motif ?? null,
  annulePar: a.statut === 'ANL' ? 'CABINET' : a.statut === 'ANC' ? 'CLIENT' : null,
});

/**
 * The writes that give an appointment its time in the lawyer's agenda and take it from where it
 * was: `before` (the appointment as it held time, if it did) and `after` (as it will, if it
 * will). Each day is rewritten on the condition that it is still as read; a day whose time is
 * taken answers `taken()`. A concurrent write makes the transaction fail: read again.
 */
export const agendaWrites = async (
  structureId: string,
  before: Appointment | undefined,
  after: Appointment | undefined,
  taken: () => Error,
): Promise<GuardedWrite[]> => {
  const lawyerDays = new Map<string, { lawyer: string; date: string }>();
  for (const a of [before, after]) if (a) lawyerDays.set(`${a.idUtilisateur}#${a.date}`, { lawyer: a.idUtilisateur, date: a.date });
  const writes: GuardedWrite[] = [];
  for (const { lawyer, date } of lawyerDays.values()) {
    const day: AgendaDay = await agendaDay(structureId, lawyer, date);
    const id = (after ?? before)!.id;
    const others = day.held.filter((interval) => interval.id !== id);
    const adding = after && after.idUtilisateur === lawyer && after.date === date ? after : undefined;
    if (adding && others.some((interval) => overlaps(interval, adding))) throw taken();
    const held = adding ? [...others, { id, debut: adding.debut, fin: adding.fin }].sort((x, y) => x.debut.localeCompare(y.debut)) : others;
    writes.push({ write: writeAgendaDay(structureId, lawyer, day, held), onConditionFailure: () => new StaleReadError() });
  }
  return writes;
};

/** The lawyer of an appointment, an active staff member of the firm (400 on `idUtilisateur` otherwise). */
export const activeLawyer = async (structureId: string, userId: string, language: Language): Promise<User> => {
  const user = await getUser(structureId, userId);
  if (!user || !user.actif || user.deletedAt || user.idTypeUtilisateur === 'CLIENT')
    throw new ValidationError([fieldError('idUtilisateur', 'lawyer_invalid', language)]);
  return user;
};

const DEFAULT_LANGUAGE: Language = 'fr';

/** The client side's address and language: their account's, else their record's email. */
const clientRecipient = async (structureId: string, a: Appointment) => {
  const account = a.clientAccountId ? await getUser(structureId, a.clientAccountId) : undefined;
  if (account && !account.deletedAt)
    return { email: account.email, name: personName(account), language: account.language ?? DEFAULT_LANGUAGE };
  const record = a.idClient ? await getClient(structureId, a.idClient) : undefined;
  return record?.email ? { email: record.email, name: personName(a.client), language: DEFAULT_LANGUAGE } : undefined;
};

/**
 * The email of a change, to the side that did not make it: a booking and a client's cancellation to
 * the lawyer, a confirmation and the firm's cancellation to the client (when they have an address).
 * A client's email replies to the lawyer. Its outbox write joins the change's transaction.
 */
export const appointmentEmails = async (
  structureId: string,
  kind: AppointmentEmailKind,
  a: Appointment,
  toClient: boolean,
  now: Date,
): Promise<GuardedWrite[]> => {
  const [lawyer, client] = await Promise.all([getUser(structureId, a.idUtilisateur), clientRecipient(structureId, a)]);
  const lawyerSide = lawyer && { email: lawyer.email, name: personName(lawyer), language: lawyer.language ?? DEFAULT_LANGUAGE };
  const mail = toClient
    ? client &&
      replyingTo(
        appointmentEmail(kind, a, { ...client, staff: false }, { name: personName(a.utilisateur), email: lawyerSide?.email }, now),
        lawyerSide?.email,
      )
    : lawyerSide && appointmentEmail(kind, a, { ...lawyerSide, staff: true }, { name: personName(a.client), email: client?.email }, now);
  return mail ? [emailWrite(structureId, mail)] : [];
};

/** What a grouped booking email keeps of each booking: what its line and its iCalendar part say. */
type BookingEntry = Pick<Appointment, 'id' | 'sequence' | 'date' | 'debut' | 'fin' | 'statut' | 'refCabinet'>;

/**
 * The lawyer's email about a client's booking, grouped with that client's other bookings with the
 * lawyer of the moment (`groupedEmailWrite`, one group per lawyer and client account, waiting
 * `bookingEmailWindowMs`): a burst of bookings is one email that lists them. Read inside the
 * booking's `withFreshReads` attempt; its write joins the booking's transaction.
 */
export const bookingEmailWrites = async (structureId: string, a: Appointment, now: Date): Promise<GuardedWrite[]> => {
  const [lawyer, client] = await Promise.all([getUser(structureId, a.idUtilisateur), clientRecipient(structureId, a)]);
  if (!lawyer) return [];
  const to = { email: lawyer.email, name: personName(lawyer), language: lawyer.language ?? DEFAULT_LANGUAGE, staff: true };
  const other = { name: personName(a.client), email: client?.email };
  const entry: BookingEntry = {
    id: a.id,
    sequence: a.sequence,
    date: a.date,
    debut: a.debut,
    fin: a.fin,
    statut: a.statut,
    ...(a.refCabinet ? { refCabinet: a.refCabinet } : {}),
  };
  const compose = (entries: readonly BookingEntry[]) =>
    bookingsEmail(
      entries.map((e) => ({ ...a, refCabinet: undefined, ...e })),
      to,
      other,
      now,
    );
  return [
    await groupedEmailWrite(
      structureId,
      `BOOKED#${a.idUtilisateur}#${a.clientAccountId ?? ''}`,
      entry,
      compose,
      config.bookingEmailWindowMs,
    ),
  ];
};
