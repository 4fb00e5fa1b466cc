import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierRefs, dossiersById, hearingsOf, weekOf } from '../../../services/agenda';
import { userInScope } from '../../../services/dossier-access';
import { loadReferenceLabels } from '../../../services/reference-data';

/** This week's hearings (Monday to Sunday, Casablanca) of the person's dossiers: the court's next hearings and their AUD deadlines. */
export const handler = defineHandler('dashboard.audiences', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  const user = await userInScope(caller, params.userId);
  const { monday, sunday } = weekOf(clock.now());
  const hearings = await hearingsOf(sid, user.idUtilisateur, monday, sunday, await loadReferenceLabels(sid, language));
  const dossiers = await dossiersById(
    sid,
    hearings.map((h) => h.idDossier),
  );
  return hearings.flatMap((h) => {
    const dossier = dossiers.get(h.idDossier);
    return dossier ? [{ ...dossierRefs(dossier), dateAudience: h.date, libelle: h.libelle, source: h.source }] : [];
  });
});
