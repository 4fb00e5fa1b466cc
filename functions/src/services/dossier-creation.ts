import type * as z from 'zod';
import type { Language } from '@mizan/shared/roles';
import type { dossierWriteBody } from '@mizan/shared/schemas/dossiers';
import type { Caller } from './caller';
import { clock } from '../adapters/clock';
import { createDossier, type Dossier } from '../db/dossiers';
import { listEntryChanges } from '../db/dossier-lists';
import { putHistoryEntry } from '../db/history';
import { newId } from '../db/keys';
import { newDossierEntities } from './dossier-search';
import { conflictRefs, ConflictOfInterestError, findConflicts } from './conflicts';
import { plain } from './guarded-transaction';
import { historyEntry, authorOf, withLastAction } from './history';
import { checkIdentification, identificationWrites } from './dossier-identification';
import { clientNames, commitIndexed, type Logger } from './client-records';
import { newRecords, partyWrites, resolveParties, type ResolvedParty } from './party-resolution';

export type DossierWriteBody = z.infer<typeof dossierWriteBody>;

/**
 * Creates a dossier with its clients and opposing parties in ONE transaction: the record, its
 * unique reference, its list entries, its parties (new records with their unique CIN/RC, links
 * both ways) and its history. Any failed condition cancels it all. The search entries of the
 * dossier and of its new records are in it when they fit, else written around it (client-records
 * `commitIndexed`); the clients' accounts are opened just after, by the caller (the dossiers
 * domain's party-accounts.ts; the spreadsheet import opens none): so the transaction stays within
 * DynamoDB's 100 writes with the most parties the schema allows (db/access-patterns.md). The spreadsheet import checks its file's courts,
 * dates and lawyer once for all its rows (`identificationChecked`: the caller is the lawyer).
 */
export const createDossierWithParties = async (
  caller: Caller,
  body: DossierWriteBody,
  language: Language,
  log: Logger,
  { identificationChecked = false } = {},
): Promise<{ dossier: Dossier; parties: ResolvedParty[] }> => {
  const sid = caller.structureId;
  const lawyerId = identificationChecked ? caller.userId : await checkIdentification(caller, body, language);
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
    updatedBy: author,
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
  await commitIndexed(
    log,
    sid,
    [...newDossierEntities(stored), ...newRecords(parties)],
    [
      plain(createDossier(sid, stored)),
      ...identificationWrites(sid, undefined, stored, language),
      ...listEntryChanges(sid, undefined, stored).map(plain),
      ...entries.map((e) => plain(putHistoryEntry(sid, e))),
      ...partyWrites(sid, id, parties),
    ],
  );
  return { dossier: stored, parties };
};
