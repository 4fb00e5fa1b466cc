import { lawyerWindows } from '../../../db/availabilities';
import { defineHandler } from '../../../runtime/define-handler';
import { availabilityView, calendarOwnerFor } from '../availability';

/** A lawyer's weekly availability windows, by weekday and start. */
export const handler = defineHandler('calendar.availabilities', async ({ params }, { caller, language }) => {
  const owner = await calendarOwnerFor(caller, params.userId);
  const { windows } = await lawyerWindows(caller.structureId, owner.idUtilisateur);
  return windows.map((w) => availabilityView(w, language));
});
