import { markAlertRead } from '../../../db/alerts';
import { defineHandler } from '../../../runtime/define-handler';

/** Marks the caller's notifications named read; ids that are not theirs are ignored. Answers how many were theirs. */
export const handler = defineHandler('dashboard.readAlerts', async ({ body }, { caller }) => {
  const marked = await Promise.all([...new Set(body.ids)].map((id) => markAlertRead(caller.structureId, caller.userId, id)));
  return { lus: marked.filter(Boolean).length };
});
