import { defineHandler } from '../../../runtime/define-handler';
import { readHearingList } from '../../../services/hearing-list';

/** The day's hearing list (rôle d'audience) of the caller's firm, by court (staff). */
export const handler = defineHandler('calendar.hearingList', ({ query }, { caller, language }) =>
  readHearingList(caller.structureId, query.date, language),
);
