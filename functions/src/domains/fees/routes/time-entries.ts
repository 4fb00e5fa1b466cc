import { getAgreement } from '../../../db/fee-agreements';
import { isTimeEntryPosition, timeEntriesPage, timeTotals } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { ValidationError } from '../../../errors';
import { fieldError } from '../../../services/field-error';
import { timeEntryView, totalsView } from '../time-entries';

/**
 * A page of a dossier's time entries, newest day first, with the totals of all of them valued at
 * the agreement's rates: one Query of the page, one GetItem of the totals and one of the agreement, read together.
 */
export const handler = defineHandler('fees.timeEntries', async ({ params, query }, { caller, language }) => {
  const sid = caller.structureId;
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && isTimeEntryPosition(cursor.after)))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const after = cursor && 'after' in cursor ? cursor.after : undefined;
  const [page, totals, agreement] = await Promise.all([
    timeEntriesPage(sid, params.id, query.limit, after),
    timeTotals(sid, params.id),
    getAgreement(sid, params.id),
    dossierFor(caller, params.id),
  ]);
  return {
    items: page.entries.map((entry) => timeEntryView(entry, caller)),
    cursor: encodeCursor(page.last ? { after: page.last } : undefined),
    ...totalsView(totals, agreement),
  };
});
