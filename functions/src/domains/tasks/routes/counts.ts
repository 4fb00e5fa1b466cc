import { clock } from '../../../adapters/clock';
import { countAssigneeTasks } from '../../../db/tasks';
import { defineHandler } from '../../../runtime/define-handler';
import { casablancaToday } from '../../../services/working-days';

/** The dashboard's counts of the caller's tasks: open, and overdue (due before today in Casablanca). */
export const handler = defineHandler('tasks.counts', async (_input, { caller }) => {
  const { open, overdue } = await countAssigneeTasks(caller.structureId, caller.userId, casablancaToday(clock.now()));
  return { ouvertes: open, enRetard: overdue };
});
