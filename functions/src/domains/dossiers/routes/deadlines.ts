import { isDeadlinePosition, listDeadlines } from '../../../db/deadlines';
import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { encodeCursor } from '../../../services/dossier-pages';
import { deadlineViews } from '../deadlines';
import { afterCursor } from '../pages';

/**
 * A dossier's cabinet deadlines, a page at a time: open ones first by date (overdue ones
 * flagged), then realised ones by date. The order is the items' sort key, so a page is one Query
 * of its own size, whatever the dossier's number of deadlines.
 */
export const handler = defineHandler('dossiers.deadlines', async ({ params, query }, { caller, language }) => {
  const dossier = await dossierFor(caller, params.id);
  const after = afterCursor(query.cursor, language, isDeadlinePosition);
  const { deadlines, last } = await listDeadlines(caller.structureId, dossier.id, query.limit, after);
  return {
    items: await deadlineViews(caller, deadlines, language, clock.now()),
    cursor: encodeCursor(last ? { after: last } : undefined),
  };
});
