import { addDays, weekStart } from '@mizan/shared/fees';
import { clock } from '../../../adapters/clock';
import { getDossiers } from '../../../db/dossiers';
import { personTimeBetween } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { casablancaWallTime } from '../../../services/deadline-dates';
import { timeEntryView } from '../time-entries';

/**
 * The caller's time of one week, Monday to Sunday (of `date`, else of today in Casablanca): one
 * Query of their index between the two days, one BatchGet of the dossiers for their references.
 */
export const handler = defineHandler('fees.myWeek', async ({ query }, { caller }) => {
  const sid = caller.structureId;
  const debut = weekStart(query.date ?? casablancaWallTime(clock.now()).day);
  const fin = addDays(debut, 6);
  const entries = await personTimeBetween(sid, caller.userId, debut, fin);
  const dossiers = new Map((await getDossiers(sid, [...new Set(entries.map((e) => e.idDossier))])).map((d) => [d.id, d]));
  return {
    debut,
    fin,
    minutes: entries.reduce((sum, entry) => sum + entry.minutes, 0),
    minutesFacturables: entries.filter((entry) => entry.facturable).reduce((sum, entry) => sum + entry.minutes, 0),
    jours: Array.from({ length: 7 }, (_, index) => {
      const date = addDays(debut, index);
      return { date, minutes: entries.filter((entry) => entry.date === date).reduce((sum, entry) => sum + entry.minutes, 0) };
    }),
    items: entries.map((entry) => {
      const dossier = dossiers.get(entry.idDossier);
      return { ...timeEntryView(entry, caller), dossier: dossier ? dossier.refCabinet || dossier.nom || '' : '' };
    }),
  };
});
