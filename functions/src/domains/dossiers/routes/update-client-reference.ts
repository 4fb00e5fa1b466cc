import { clock } from '../../../adapters/clock';
import { editIdentification } from '../../../db/dossiers';
import { putHistoryEntry } from '../../../db/history';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { dossierIndexChanges } from '../../../services/dossier-search';
import { plain } from '../../../services/guarded-transaction';
import { authorOf, diffFields, historyEntry } from '../../../services/history';
import { commitIdentificationEdit } from '../../../services/dossier-identification';

/**
 * A client saves their own reference for one of their dossiers: an edit of the identification
 * (so a lawyer's save of what they read before answers 409, naming the client); the history
 * records it.
 */
export const handler = defineHandler('dossiers.updateClientReference', async ({ params, body }, { caller, language }) => {
  const sid = caller.structureId;
  const before = await dossierFor(caller, params.id, true);
  const fields = { refClient: body.refClient || undefined };
  const changes = diffFields(before, { ...before, ...fields }, ['refClient']);
  if (!changes.length) return { ok: true as const };
  const author = authorOf(caller);
  const entry = historyEntry(before.id, author, { idTypeAction: 'REFERENCE_CLIENT', valeur: body.refClient, changes });
  const now = clock.nowIso();
  await commitIdentificationEdit(
    sid,
    before.id,
    editIdentification(sid, before.id, { fields, readVersion: before.version, by: author, at: now, event: entry }),
    [...dossierIndexChanges(sid, before, { ...before, ...fields }).map(plain), plain(putHistoryEntry(sid, entry))],
    language,
  );
  return { ok: true as const };
});
