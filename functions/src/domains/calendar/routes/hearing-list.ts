import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { nextWorkingDay, readHearingList } from '../../../services/hearing-list';

/** The day's hearing list (rôle d'audience) of the caller's firm, by court (staff); the next working day's unless a day is asked. */
export const handler = defineHandler('calendar.hearingList', async ({ query }, { caller, language }) =>
  readHearingList(caller.structureId, query.date ?? (await nextWorkingDay(caller.structureId, clock.now())), language),
);
