import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { hearingsOf, meetingsOf, plusDays, urgentDeadlinesOf } from '../../../services/agenda';
import { userInScope } from '../../../services/dossier-access';
import { loadReferenceLabels } from '../../../services/reference-data';
import { casablancaToday } from '../../../services/working-days';

const DAYS = 14;

/** The strip above the blocks: from today, 14 days with the number of hearings, alerted deadlines and meetings of each. */
export const handler = defineHandler('dashboard.days', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  const user = await userInScope(caller, params.userId);
  const now = clock.now();
  const from = casablancaToday(now);
  const to = plusDays(from, DAYS - 1);
  const labels = await loadReferenceLabels(sid, language);
  const [hearings, deadlines, meetings] = await Promise.all([
    hearingsOf(sid, user.idUtilisateur, from, to, labels),
    urgentDeadlinesOf(sid, user.idUtilisateur, from, to, now, labels),
    meetingsOf(sid, user.idUtilisateur, from, to),
  ]);
  const count = (days: readonly string[], day: string) => days.filter((d) => d === day).length;
  return Array.from({ length: DAYS }, (_, i) => {
    const date = plusDays(from, i);
    return {
      date,
      audiences: count(
        hearings.map((h) => h.day),
        date,
      ),
      echeances: count(
        deadlines.map((d) => d.day),
        date,
      ),
      rendezVous: count(
        meetings.map((m) => m.date),
        date,
      ),
    };
  });
});
