import type { AppointmentStatus } from '@mizan/shared/appointment-statuses';
import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';
import { indexDayRange } from './partition-pages';

/**
 * Appointments, and the lawyers' agendas that keep two of them from holding the same time.
 * - An appointment is its own item, `T#{sid}#RDV#{id}` / `RDV`, in gsi1 under its lawyer
 *   (`T#{sid}#U#{lawyer}#RDV` / `{date}T{debut}#{id}`) and, when its client has an account, in gsi2
 *   under that account (`T#{sid}#U#{account}#RDV`, same sort key): a lawyer's appointments between
 *   two dates, or a client's, is one Query. `sequence` counts its changes (iCalendar's SEQUENCE);
 *   every change is written on the condition that it is still the one read.
 * - A lawyer's agenda day, `T#{sid}#U#{lawyer}#AGENDA` / `{date}`, lists the intervals that the
 *   day's pending and confirmed appointments hold, with a version. Creating, moving or cancelling
 *   an appointment rewrites its day(s) on the condition that the version is the one read, in the
 *   same transaction as the appointment: of two bookings of one slot, one transaction fails on
 *   that condition, reads again and finds the slot taken. The free slots of a week read the days
 *   in one Query.
 * - A client account's bookings with one lawyer, `T#{sid}#U#{account}#BOOKINGS` / `{lawyer}`, list
 *   the ids of its pending ones, with a version: a booking reads it and those appointments
 *   (consistently), counts the ones still pending and not begun, and rewrites it with its own on
 *   the condition that the version is the one read, in the booking's transaction: of simultaneous
 *   bookings past the limit, the later ones read again and are refused. Confirming or cancelling
 *   does not touch it: the next booking reads what each appointment has become.
 * Dates `YYYY-MM-DD` and times `HH:mm` are Casablanca wall-clock.
 */
export type Person = { nom: string; prenom: string };
export type Appointment = {
  id: string;
  /** The lawyer. */
  idUtilisateur: string;
  utilisateur: Person;
  /** The client's record, and the client's account when they have one (who sees it in their calendar). */
  idClient?: string;
  client?: Person;
  clientAccountId?: string;
  idDossier?: string;
  refCabinet?: string;
  date: string;
  debut: string;
  fin: string;
  commentaire?: string;
  statut: AppointmentStatus;
  motif?: string;
  sequence: number;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
};
export type Interval = { id: string; debut: string; fin: string };
export type PendingBookings = { lawyerId: string; ids: string[]; version: number };
export type AgendaDay = { date: string; held: Interval[]; version: number };

const appointmentKey = (structureId: string, id: string) => ({ pk: `${firmPk(structureId)}#RDV#${id}`, sk: 'RDV' });
const personIndexPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#RDV`;
const agendaPk = (structureId: string, lawyerId: string) => `${firmPk(structureId)}#U#${lawyerId}#AGENDA`;
const bookingsKey = (structureId: string, accountId: string, lawyerId: string) => ({
  pk: `${firmPk(structureId)}#U#${accountId}#BOOKINGS`,
  sk: lawyerId,
});
const startKey = (a: Pick<Appointment, 'date' | 'debut' | 'id'>) => `${a.date}T${a.debut}#${a.id}`;

/** The gsi2 attributes that put an appointment in its client account's calendar (none without an account). */
export const accountIndexOf = (structureId: string, a: Pick<Appointment, 'clientAccountId' | 'date' | 'debut' | 'id'>) =>
  a.clientAccountId ? { gsi2pk: personIndexPk(structureId, a.clientAccountId), gsi2sk: startKey(a) } : {};

const toItem = (structureId: string, a: Appointment): Item => ({
  ...appointmentKey(structureId, a.id),
  type: 'APPOINTMENT',
  gsi1pk: personIndexPk(structureId, a.idUtilisateur),
  gsi1sk: startKey(a),
  ...accountIndexOf(structureId, a),
  ...a,
});
const fromItem = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _1, gsi1sk: _2, gsi2pk: _3, gsi2sk: _4, ...a }: Item): Appointment =>
  a as unknown as Appointment;

export const getAppointment = async (structureId: string, id: string): Promise<Appointment | undefined> => {
  const item = await table.get(appointmentKey(structureId, id), { consistent: true });
  return item && fromItem(item);
};

/** Appointments by id, read consistently (one BatchGet); unknown ids are left out. */
export const getAppointments = async (structureId: string, ids: readonly string[]): Promise<Appointment[]> =>
  ids.length
    ? (
        await table.batchGet(
          ids.map((id) => appointmentKey(structureId, id)),
          { consistent: true },
        )
      ).map(fromItem)
    : [];

/** A client account's pending bookings with a lawyer as last written (none at version 0), read consistently. */
export const pendingBookings = async (structureId: string, accountId: string, lawyerId: string): Promise<PendingBookings> => {
  const item = await table.get(bookingsKey(structureId, accountId, lawyerId), { consistent: true });
  return { lawyerId, ids: (item?.ids as string[] | undefined) ?? [], version: (item?.version as number | undefined) ?? 0 };
};

/** Writes a client account's pending bookings with a lawyer as `ids`, on the condition that they are still at the version read. */
export const writePendingBookings = (
  structureId: string,
  accountId: string,
  read: PendingBookings,
  ids: readonly string[],
): TransactItem => ({
  Put: {
    Item: { ...bookingsKey(structureId, accountId, read.lawyerId), type: 'PENDING_BOOKINGS', ids: [...ids], version: read.version + 1 },
    ConditionExpression: read.version === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
    ...(read.version === 0 ? {} : { ExpressionAttributeValues: { ':read': read.version } }),
  },
});

const queryIndex = async (index: 'gsi1' | 'gsi2', pk: string, from: string, to: string): Promise<Appointment[]> =>
  (await indexDayRange(index, pk, from, to)).map(fromItem);

/** A lawyer's appointments from `from` to `to` (days, both included), by start: one Query of gsi1. */
export const lawyerAppointments = (structureId: string, lawyerId: string, from: string, to: string) =>
  queryIndex('gsi1', personIndexPk(structureId, lawyerId), from, to);

/** A client account's appointments from `from` to `to` (days, both included), by start: one Query of gsi2. */
export const clientAppointments = (structureId: string, accountId: string, from: string, to: string) =>
  queryIndex('gsi2', personIndexPk(structureId, accountId), from, to);

const fromDayItem = (item: Item): AgendaDay => ({
  date: item.sk,
  held: (item.held as Interval[] | undefined) ?? [],
  version: (item.version as number | undefined) ?? 0,
});

/** A lawyer's agenda day as it stands (an empty one at version 0 when none was written), read consistently. */
export const agendaDay = async (structureId: string, lawyerId: string, date: string): Promise<AgendaDay> => {
  const item = await table.get({ pk: agendaPk(structureId, lawyerId), sk: date }, { consistent: true });
  return item ? fromDayItem(item) : { date, held: [], version: 0 };
};

/** A lawyer's agenda days from `from` to `to` that hold anything: one consistent Query. */
export const agendaDays = async (structureId: string, lawyerId: string, from: string, to: string): Promise<AgendaDay[]> => {
  return (
    await table.queryAll({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': agendaPk(structureId, lawyerId), ':from': from, ':to': to },
      ConsistentRead: true,
    })
  ).map(fromDayItem);
};

/** Writes a lawyer's agenda day with `held`, on the condition that it is still at the version read. */
export const writeAgendaDay = (structureId: string, lawyerId: string, read: AgendaDay, held: readonly Interval[]): TransactItem => ({
  Put: {
    Item: { pk: agendaPk(structureId, lawyerId), sk: read.date, type: 'AGENDA_DAY', held: [...held], version: read.version + 1 },
    ConditionExpression: read.version === 0 ? 'attribute_not_exists(pk)' : 'version = :read',
    ...(read.version === 0 ? {} : { ExpressionAttributeValues: { ':read': read.version } }),
  },
});

/** A new appointment (the id must be new). */
export const createAppointment = (structureId: string, a: Appointment): TransactItem => ({
  Put: { Item: toItem(structureId, a), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * The appointment as changed (`next.sequence` = the read one + 1), on the condition that it is
 * still as it was read: a concurrent change fails it (read again and decide again).
 */
export const replaceAppointment = (structureId: string, read: Appointment, next: Appointment): TransactItem => ({
  Put: {
    Item: toItem(structureId, next),
    ConditionExpression: 'attribute_exists(pk) AND #sequence = :read',
    ExpressionAttributeNames: { '#sequence': 'sequence' },
    ExpressionAttributeValues: { ':read': read.sequence },
  },
});
