import { clock } from '../../../adapters/clock';
import { putDossier, type Dossier } from '../../../db/dossiers';
import { listEntryChanges } from '../../../db/dossier-lists';
import { putHistoryEntry } from '../../../db/history';
import { indexChanges } from '../../../db/search-index';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierWords } from '../../../services/dossier-search';
import { commit, plain } from '../../../services/guarded-transaction';
import { authorOf, updateEntries, withLastAction } from '../../../services/history';
import { dossierDetail } from '../detail';
import { checkIdentification, identificationWrites } from '../identification';

/**
 * Updates the identification fields and the status. One transaction: the record (only if it is
 * still the version read), the reference and type counters if they changed, the list entries and
 * search words that moved, and one history entry per kind of change with before/after values.
 */
export const handler = defineHandler('dossiers.update', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const before = await dossierFor(caller, body.id, true);
  const lawyerId = await checkIdentification(caller, { ...body, idUtilisateur: body.idUtilisateur ?? before.idUtilisateur }, language);
  const changed: Dossier = {
    ...before,
    idTypeDossier: body.idTypeDossier,
    idTribunal: body.idTribunal,
    idUtilisateur: lawyerId,
    idStatutDossier: body.idStatutDossier ?? before.idStatutDossier,
    nom: body.nom,
    refCabinet: body.refCabinet,
    refClient: body.refClient,
    refTribunal: body.refTribunal,
    dateOuverture: body.dateOuverture,
    alerte: body.alerte ?? before.alerte,
  };
  const entries = updateEntries(before, changed, authorOf(caller));
  if (!entries.length) return dossierDetail(caller, before, language);
  const after = withLastAction({ ...changed, version: before.version + 1, updatedAt: clock.nowIso() }, entries);
  await commit([
    { write: putDossier(sid, after, before.version), onConditionFailure: () => new ConflictError('dossier_changed', null) },
    ...identificationWrites(sid, before, after, language),
    ...listEntryChanges(sid, before, after).map(plain),
    ...indexChanges(sid, { kind: 'D', id: after.id }, dossierWords(before), dossierWords(after)).map(plain),
    ...entries.map((e) => plain(putHistoryEntry(sid, e))),
  ]);
  return dossierDetail(caller, after, language);
});
