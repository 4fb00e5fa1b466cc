import { MAX_SLOT_RANGE_DAYS } from '@mizan/shared/schemas/calendar';
import { clock } from '../../../adapters/clock';
import { agendaDays } from '../../../db/appointments';
import { lawyerWindows } from '../../../db/availabilities';
import { listClosureDays } from '../../../db/closure-days';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { calendarOwnerFor } from '../availability';
import { daysFrom, freeSlots, isRealDate } from '../times';

/**
 * A lawyer's free slots, day by day from `dateDebut` to `dateFin` (31 days at most): three reads
 * whatever the number of windows and appointments (the windows, the agenda days, the closure days).
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
  return freeSlots(windows, days, { from, to }, new Set(closures.map((c) => c.date)), clock.now());
});
