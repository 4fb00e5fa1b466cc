import type { Language } from '@mizan/shared/roles';
import { MAX_BOOKING_DAYS_AHEAD, MAX_PENDING_BOOKINGS } from '@mizan/shared/schemas/calendar';
import { clock } from '../../../adapters/clock';
import type { Caller } from '../../../services/caller';
import { createAppointment, getAppointments, pendingBookings, writePendingBookings, type Appointment } from '../../../db/appointments';
import type { Dossier } from '../../../db/dossiers';
import { lawyerWindows } from '../../../db/availabilities';
import { accountClientOfDossier } from '../../../db/client-accounts';
import { findClient, getClient } from '../../../db/clients';
import { listClosureDays } from '../../../db/closure-days';
import { newId } from '../../../db/keys';
import { ConflictError, ValidationError } from '../../../errors';
import type { RouteInput } from '@mizan/shared/route';
import type { Routes } from '@mizan/shared/routes';
import { defineHandler } from '../../../runtime/define-handler';
import { clientAppointmentAlert } from '../../../services/alerts';
import { dossierFor, isClientCaller } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { commit, StaleReadError, withFreshReads, type GuardedWrite } from '../../../services/guarded-transaction';
import { casablancaToday } from '../../../services/working-days';
import { activeLawyer, agendaWrites, appointmentDetail, bookingEmailWrites, readTimes } from '../appointments';
import { daysFrom, instantOf, isClosedForAppointments, isRealDate, weekdayOf } from '../times';

type Body = RouteInput<Routes['calendar.createAppointment']>['body'];

/** 409 `slot_taken`: another booking holds the time (specification-style message on the start). */
const slotTaken = () => new ConflictError('slot_taken', 'heureDebut', 'slot_taken');
const overlap = () => new ConflictError('appointment_overlap', 'heureDebut');
/** 409 `booking_pending_limit`: the client already waits for the lawyer's answer to as many bookings as one may. */
const tooManyPending = () => new ConflictError('booking_pending_limit', 'idUtilisateur');

const refuse = (field: string, code: Parameters<typeof fieldError>[1], language: Language) =>
  new ValidationError([fieldError(field, code, language)]);

/**
 * A client's booking: on one of their dossiers (404 otherwise), with its lawyer, on a free slot of
 * the lawyer's availability (a window of that weekday, not begun, not on a public holiday or a
 * closure day), at most `MAX_BOOKING_DAYS_AHEAD` days after today (400 on `date`). It is pending
 * (EAT) until the lawyer confirms it.
 */
const booking = async (
  caller: Caller,
  body: Body,
  language: Language,
  now: Date,
): Promise<{ appointment: Appointment; dossier: Dossier }> => {
  if (!body.idDossier) throw refuse('idDossier', 'booking_dossier_required', language);
  const sid = caller.structureId;
  const dossier = await dossierFor(caller, body.idDossier);
  if (body.idUtilisateur && body.idUtilisateur !== dossier.idUtilisateur) throw refuse('idUtilisateur', 'lawyer_invalid', language);
  const times = readTimes(body, language);
  if (daysFrom(casablancaToday(now), times.date) > MAX_BOOKING_DAYS_AHEAD) throw refuse('date', 'booking_too_far', language);
  const [lawyer, { windows }, closures, idClient] = await Promise.all([
    activeLawyer(sid, dossier.idUtilisateur, language),
    lawyerWindows(sid, dossier.idUtilisateur),
    listClosureDays(sid),
    accountClientOfDossier(sid, caller.userId, dossier.id),
  ]);
  const weekday = weekdayOf(times.date);
  const isWindow = windows.some((w) => w.idJour === weekday && w.debut === times.debut && w.fin === times.fin);
  if (!isWindow || isClosedForAppointments(times.date, new Set(closures.map((c) => c.date))))
    throw refuse('heureDebut', 'slot_unavailable', language);
  if (instantOf(times.date, times.debut).getTime() <= now.getTime()) throw refuse('heureDebut', 'appointment_past', language);
  const record = idClient ? await getClient(sid, idClient) : undefined;
  const appointment: Appointment = {
    id: newId(),
    idUtilisateur: lawyer.idUtilisateur,
    utilisateur: { nom: lawyer.nom, prenom: lawyer.prenom },
    ...(record
      ? { idClient: record.idClient, client: { nom: record.nom ?? record.raisonSociale ?? '', prenom: record.prenom ?? '' } }
      : {}),
    clientAccountId: caller.userId,
    idDossier: dossier.id,
    refCabinet: dossier.refCabinet,
    ...times,
    ...(body.commentaire ? { commentaire: body.commentaire } : {}),
    statut: 'EAT',
    sequence: 0,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    updatedAt: now.toISOString(),
  };
  return { appointment, dossier };
};

/**
 * A staff member's appointment: for themselves or the lawyer named, with a comment or a client of
 * the firm (by id, CIN or RC), about a dossier if one is named. It is confirmed (CNF): the firm
 * set it.
 */
const staffAppointment = async (caller: Caller, body: Body, language: Language, now: Date): Promise<Appointment> => {
  const sid = caller.structureId;
  const times = readTimes(body, language);
  if (!body.idClient && !body.commentaire) throw refuse('commentaire', 'appointment_subject_required', language);
  const [lawyer, record, dossier] = await Promise.all([
    activeLawyer(sid, body.idUtilisateur ?? caller.userId, language),
    body.idClient ? findClient(sid, body.idClient) : Promise.resolve(undefined),
    body.idDossier ? dossierFor(caller, body.idDossier) : Promise.resolve(undefined),
  ]);
  if (body.idClient && !record) throw refuse('idClient', 'appointment_client_unknown', language);
  return {
    id: newId(),
    idUtilisateur: lawyer.idUtilisateur,
    utilisateur: { nom: lawyer.nom, prenom: lawyer.prenom },
    ...(record
      ? {
          idClient: record.idClient,
          client: { nom: record.nom ?? record.raisonSociale ?? '', prenom: record.prenom ?? '' },
          ...(record.idUtilisateur ? { clientAccountId: record.idUtilisateur } : {}),
        }
      : {}),
    ...(dossier ? { idDossier: dossier.id, refCabinet: dossier.refCabinet } : {}),
    ...times,
    ...(body.commentaire ? { commentaire: body.commentaire } : {}),
    statut: 'CNF',
    sequence: 0,
    createdAt: now.toISOString(),
    createdBy: caller.userId,
    updatedAt: now.toISOString(),
  };
};

/**
 * The write that counts a booking among the client's pending ones with the lawyer (db/appointments
 * `pendingBookings`): 409 when they already hold `MAX_PENDING_BOOKINGS` pending (EAT) ones not
 * begun; confirmed, cancelled, moved to another lawyer and begun ones no longer count.
 */
const pendingBookingWrite = async (structureId: string, a: Appointment, now: Date): Promise<GuardedWrite> => {
  const account = a.clientAccountId!;
  const read = await pendingBookings(structureId, account, a.idUtilisateur);
  const still = (await getAppointments(structureId, read.ids)).filter(
    (b) =>
      b.statut === 'EAT' &&
      b.idUtilisateur === a.idUtilisateur &&
      b.clientAccountId === account &&
      instantOf(b.date, b.debut).getTime() > now.getTime(),
  );
  if (still.length >= MAX_PENDING_BOOKINGS) throw tooManyPending();
  return {
    write: writePendingBookings(structureId, account, read, [...still.map((b) => b.id), a.id]),
    onConditionFailure: () => new StaleReadError(),
  };
};

/**
 * Creates an appointment (staff) or books one (client). Its time is claimed in the lawyer's agenda
 * in the same transaction, on the condition that the agenda day is as read: of simultaneous
 * bookings of one slot exactly one is written, the others read again and answer 409 `slot_taken`.
 * A booking also counts among the client's pending ones with the lawyer (at most
 * `MAX_PENDING_BOOKINGS`, guarded the same way), and its email to the lawyer joins the same
 * client's other bookings of the moment (one email for a burst), both in that transaction.
 */
export const handler = defineHandler('calendar.createAppointment', async ({ body }, { caller, language }) => {
  if (!isRealDate(body.date)) throw refuse('date', 'date_invalid', language);
  const now = clock.now();
  const client = isClientCaller(caller);
  const booked = client ? await booking(caller, body, language, now) : undefined;
  const appointment = booked?.appointment ?? (await staffAppointment(caller, body, language, now));
  // The lawyer is alerted of a client's booking in its own transaction.
  const alert = booked ? clientAppointmentAlert(caller.structureId, 'booked', appointment, booked.dossier) : [];
  await withFreshReads(async () => {
    const held = await agendaWrites(caller.structureId, undefined, appointment, client ? slotTaken : overlap);
    const limit = booked ? [await pendingBookingWrite(caller.structureId, appointment, now)] : [];
    const emails = booked ? await bookingEmailWrites(caller.structureId, appointment, now) : [];
    await commit([
      { write: createAppointment(caller.structureId, appointment) },
      ...held,
      ...limit,
      ...alert.map((write) => ({ write })),
      ...emails,
    ]);
  }, 10);
  return appointmentDetail(appointment, client);
});
