import { clock } from '../../../adapters/clock';
import { putDossier, type Dossier } from '../../../db/dossiers';
import { listEntryChanges } from '../../../db/dossier-lists';
import { putHistoryEntry } from '../../../db/history';
import { newId } from '../../../db/keys';
import { indexChanges } from '../../../db/search-index';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierWords } from '../../../services/dossier-search';
import { conflictRefs, ConflictOfInterestError, findConflicts } from '../../../services/conflicts';
import { fieldError } from '../../../services/field-error';
import { commit, MAX_TRANSACTION_WRITES, plain } from '../../../services/guarded-transaction';
import { historyEntry, authorOf, withLastAction } from '../../../services/history';
import { dossierDetail } from '../detail';
import { checkIdentification, identificationWrites } from '../identification';
import { clientNames, partyWrites, resolveParties, sendInvitations } from '../parties';

/**
 * Creates a dossier with its clients and opposing parties in ONE transaction: the record, its
 * unique reference, its list entries and search words, its parties (new records with their unique
 * CIN/RC, links both ways, client accounts) and its history. Any failed condition cancels it all.
 */
export const handler = defineHandler('dossiers.create', async ({ body }, { caller, language }) => {
  const sid = caller.structureId;
  const lawyerId = await checkIdentification(caller, body, language);
  const parties = await resolveParties(
    sid,
    [
      ...body.Client.map((input, i) => ({ field: `Client.${i}`, role: 'CLIENT' as const, input })),
      ...body.adversaire.map((input, i) => ({ field: `adversaire.${i}`, role: 'ADVERSAIRE' as const, input })),
    ],
    language,
  );
  const conflicts = await findConflicts(sid, parties);
  if (conflicts.length && !body.confirmConflict) throw new ConflictOfInterestError(conflicts, language);

  const author = authorOf(caller);
  const now = clock.nowIso();
  const id = newId();
  const dossier: Dossier = {
    id,
    idTypeDossier: body.idTypeDossier,
    idTribunal: body.idTribunal,
    idUtilisateur: lawyerId,
    idStatutDossier: body.idStatutDossier,
    nom: body.nom,
    refCabinet: body.refCabinet,
    refClient: body.refClient,
    refTribunal: body.refTribunal,
    dateOuverture: body.dateOuverture,
    alerte: body.alerte,
    nomClient: clientNames(parties.filter((p) => p.role === 'CLIENT').map((p) => p.record)),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const entries = [
    historyEntry(id, author, { idTypeAction: 'CREATION', valeur: body.refCabinet }),
    ...(conflicts.length
      ? [
          historyEntry(id, author, {
            idTypeAction: 'CONFLIT_CONFIRME',
            valeur: conflicts.map((c) => c.refCabinet).join(', '),
            conflits: conflictRefs(conflicts),
          }),
        ]
      : []),
  ];
  const stored = withLastAction(dossier, entries);
  const { writes: partyItems, invitations } = await partyWrites(sid, id, parties);
  const writes = [
    plain(putDossier(sid, stored)),
    ...identificationWrites(sid, undefined, stored, language),
    ...listEntryChanges(sid, undefined, stored).map(plain),
    ...indexChanges(sid, { kind: 'D', id }, [], dossierWords(stored)).map(plain),
    ...entries.map((e) => plain(putHistoryEntry(sid, e))),
    ...partyItems,
  ];
  if (writes.length > MAX_TRANSACTION_WRITES) throw new ValidationError([fieldError('Client', 'too_many_parties', language)]);
  await commit(writes);
  await sendInvitations(sid, invitations, author, language);
  return dossierDetail(caller, stored, language);
});
