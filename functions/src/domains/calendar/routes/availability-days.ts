import { MAX_BOOKING_DAYS_AHEAD, MAX_SLOT_RANGE_DAYS } from '@mizan/shared/schemas/calendar';
import { clock } from '../../../adapters/clock';
import { agendaDays } from '../../../db/appointments';
import { lawyerWindows } from '../../../db/availabilities';
import { listClosureDays } from '../../../db/closure-days';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { isClientCaller } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { casablancaToday } from '../../../services/working-days';
import { calendarOwnerFor } from '../availability';
import { addDays, daysFrom, freeSlots, isRealDate } from '../times';

/**
 * A lawyer's free slots, day by day from `dateDebut` to `dateFin` (31 days at most): three reads
 * whatever the number of windows and appointments (the windows, the agenda days, the closure days).
 * A client is offered none after the last day they may book (`MAX_BOOKING_DAYS_AHEAD`).
 */
export const handler = defineHandler('calendar.availabilityDays', async ({ params, query }, { caller, language }) => {
  const { dateDebut: from, dateFin: to } = query;
  if (!isRealDate(from)) throw new ValidationError([fieldError('dateDebut', 'date_invalid', language)]);
  if (!isRealDate(to) || to < from || daysFrom(from, to) >= MAX_SLOT_RANGE_DAYS)
    throw new ValidationError([fieldError('dateFin', 'date_range_invalid', language)]);
  const owner = await calendarOwnerFor(caller, params.userId);
  const sid = caller.structureId;
  const [{ windows }, days, closures] = await Promise.all([
    lawyerWindows(sid, owner.idUtilisateur),
    agendaDays(sid, owner.idUtilisateur, from, to),
    listClosureDays(sid),
  ]);
  const now = clock.now();
  const slots = freeSlots(windows, days, { from, to }, new Set(closures.map((c) => c.date)), now);
  if (!isClientCaller(caller)) return slots;
  const lastBookable = addDays(casablancaToday(now), MAX_BOOKING_DAYS_AHEAD);
  return slots.map((day) => (day.jour > lastBookable ? { ...day, slots: [] } : day));
});
