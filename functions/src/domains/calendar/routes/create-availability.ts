import { AVAILABILITY_DURATIONS } from '@mizan/shared/schemas/calendar';
import { clock } from '../../../adapters/clock';
import { addAvailability, lawyerWindows, type Availability } from '../../../db/availabilities';
import { newId } from '../../../db/keys';
import { ConflictError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { availabilityView } from '../availability';
import { minutesOf, overlaps, wallTime } from '../times';

/**
 * Adds a window to the caller's weekly availability: a weekday, a start, and an end 15 to 120
 * minutes later in steps of 15. A window overlapping another of the same day is refused (409), also
 * when both are added at the same moment (the windows' version, db/availabilities.ts).
 */
export const handler = defineHandler('calendar.createAvailability', async ({ body }, { caller, language }) => {
  const debut = wallTime(body.heureDebut);
  const fin = wallTime(body.heureFin);
  const duration = minutesOf(fin) - minutesOf(debut);
  if (!(AVAILABILITY_DURATIONS as readonly number[]).includes(duration))
    throw new ValidationError([fieldError('heureFin', 'availability_duration', language)]);
  const window: Availability = {
    id: newId(),
    idUtilisateur: caller.userId,
    idJour: body.idJour,
    debut,
    fin,
    createdAt: clock.nowIso(),
  };
  await withFreshReads(async () => {
    const { windows, version } = await lawyerWindows(caller.structureId, caller.userId);
    if (windows.some((w) => w.idJour === window.idJour && overlaps(w, window)))
      throw new ConflictError('availability_overlap', 'heureDebut');
    await commit(
      addAvailability(caller.structureId, window, version).map((write) => ({ write, onConditionFailure: () => new StaleReadError() })),
    );
  });
  return availabilityView(window, language);
});
