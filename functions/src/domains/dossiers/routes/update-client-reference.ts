import { clock } from '../../../adapters/clock';
import { putDossier } from '../../../db/dossiers';
import { putHistoryEntry } from '../../../db/history';
import { indexChanges } from '../../../db/search-index';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierWords } from '../../../services/dossier-search';
import { commit, plain } from '../../../services/guarded-transaction';
import { diffFields, historyEntry, authorOf, withLastAction } from '../../../services/history';

/** A client saves their own reference for one of their dossiers; the history records it. */
export const handler = defineHandler('dossiers.updateClientReference', async ({ params, body }, { caller }) => {
  const sid = caller.structureId;
  const before = await dossierFor(caller, params.id, true);
  const changed = { ...before, refClient: body.refClient || undefined };
  const changes = diffFields(before, changed, ['refClient']);
  if (!changes.length) return { ok: true as const };
  const entry = historyEntry(before.id, authorOf(caller), { idTypeAction: 'REFERENCE_CLIENT', valeur: body.refClient, changes });
  const after = withLastAction({ ...changed, version: before.version + 1, updatedAt: clock.nowIso() }, [entry]);
  await commit([
    { write: putDossier(sid, after, before.version), onConditionFailure: () => new ConflictError('dossier_changed', null) },
    ...indexChanges(sid, { kind: 'D', id: after.id }, dossierWords(before), dossierWords(after)).map(plain),
    plain(putHistoryEntry(sid, entry)),
  ]);
  return { ok: true as const };
});
