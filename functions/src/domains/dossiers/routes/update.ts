import { clock } from '../../../adapters/clock';
import { editIdentification, type Dossier } from '../../../db/dossiers';
import { listEntryChanges } from '../../../db/dossier-lists';
import { putHistoryEntry } from '../../../db/history';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierIndexChanges } from '../../../services/dossier-search';
import { plain } from '../../../services/guarded-transaction';
import { authorOf, updateEntries } from '../../../services/history';
import { dossierDetail } from '../detail';
import {
  checkIdentification,
  commitIdentificationEdit,
  dossierChanged,
  identificationWrites,
  lawyerChange,
} from '../../../services/dossier-identification';

/**
 * Updates the identification fields and the status, if the dossier is still at the version the
 * editor read (409 `dossier_changed` naming who changed it, otherwise; a body without `version`
 * edits the dossier as read here). One transaction: the identification (only its fields, so what
 * events wrote meanwhile stays), the reference and type counters if they changed, the list entries
 * and search words that moved, one history entry per kind of change with before/after values,
 * and, when the lawyer changes (a firm ADMIN or the current lawyer only), an entry of the firm's
 * activity log. The search words include the references' parts, which the list's filter reads.
 */
export const handler = defineHandler('dossiers.update', async ({ body }, { caller, language, sourceIp }) => {
  const sid = caller.structureId;
  const before = await dossierFor(caller, body.id, true);
  if (body.version !== undefined && body.version !== before.version) throw dossierChanged(before, language);
  const lawyerId = await checkIdentification(caller, body, language, before.idUtilisateur);
  const identification = {
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
  const author = authorOf(caller);
  const entries = updateEntries(before, { ...before, ...identification }, author);
  const last = entries.at(-1);
  if (!last) return dossierDetail(caller, before, language);
  const now = clock.nowIso();
  const after: Dossier = { ...before, ...identification, version: before.version + 1, updatedAt: now, updatedBy: author };
  await commitIdentificationEdit(
    sid,
    before.id,
    editIdentification(sid, before.id, { fields: identification, readVersion: before.version, by: author, at: now, event: last }),
    [
      ...identificationWrites(sid, before, after, language),
      ...listEntryChanges(sid, before, after).map(plain),
      ...dossierIndexChanges(sid, before, after).map(plain),
      ...entries.map((e) => plain(putHistoryEntry(sid, e))),
      ...(lawyerId === before.idUtilisateur ? [] : [plain(await lawyerChange(caller, sourceIp, before, lawyerId))]),
    ],
    language,
  );
  return dossierDetail(caller, after, language);
});
