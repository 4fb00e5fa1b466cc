import { isDeadlinePosition, listDeadlines } from '../../../db/deadlines';
import { clock } from '../../../adapters/clock';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { fieldError } from '../../../services/field-error';
import { deadlineViews } from '../deadlines';

/**
 * A dossier's cabinet deadlines, a page at a time: open ones first by date (overdue ones
 * flagged), then realised ones by date. The order is the items' sort key, so a page is one Query
 * of its own size, whatever the dossier's number of deadlines.
 */
export const handler = defineHandler('dossiers.deadlines', async ({ params, query }, { caller, language }) => {
  const dossier = await dossierFor(caller, params.id);
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && isDeadlinePosition(cursor.after)))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const { deadlines, last } = await listDeadlines(caller.structureId, dossier.id, query.limit, cursor?.after);
  return {
    items: await deadlineViews(caller.structureId, deadlines, language, clock.now()),
    cursor: encodeCursor(last ? { after: last } : undefined),
  };
});
