import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierRefs, dossiersById, urgentDeadlinesOf, weekOf } from '../../../services/agenda';
import { userInScope } from '../../../services/dossier-access';
import { loadReferenceLabels } from '../../../services/reference-data';

/** Urgent actions: the person's open alerted deadlines of this week, and every overdue one, by date. */
export const handler = defineHandler('dashboard.deadlines', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  const user = await userInScope(caller, params.userId);
  const now = clock.now();
  const { sunday } = weekOf(now);
  const deadlines = await urgentDeadlinesOf(sid, user.idUtilisateur, '0', sunday, now, await loadReferenceLabels(sid, language));
  const dossiers = await dossiersById(
    sid,
    deadlines.map((d) => d.idDossier),
  );
  return deadlines.flatMap((d) => {
    const dossier = dossiers.get(d.idDossier);
    return dossier ? [{ ...dossierRefs(dossier), dateAudience: d.date, libelle: d.libelle, enRetard: d.enRetard }] : [];
  });
});
