import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import {
  claimIdentifier,
  clientView,
  editClientRecord,
  EDITABLE_FIELDS,
  getClient,
  getClients,
  partyName,
  releaseIdentifier,
  type ClientRecord,
} from '../../db/clients';
import { clientDossiers, dossierParties, type PartyLink } from '../../db/dossier-parties';
import { changeParties, getDossier, type Author } from '../../db/dossiers';
import { appendDossierEvent, putHistoryEntry, type HistoryChange } from '../../db/history';
import { indexChanges } from '../../db/search-index';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '../../errors';
import { log } from '../../runtime/log';
import {
  clientNames,
  createClientAlone,
  identifierField,
  identifierOf,
  nameField,
  newRecord,
  ownDetails,
  type RecordInput,
} from '../../services/client-records';
import { clientIndexing, dossierIndexChanges } from '../../services/dossier-search';
import { fieldError } from '../../services/field-error';
import { commit, plain, StaleReadError, withFreshReads } from '../../services/guarded-transaction';
import { authorOf, diffFields, historyEntry } from '../../services/history';

/** The history entry a dossier of the party gets for an edit of its details. */
const EDITED = 'PARTIE_MODIFIEE';
/** The dossiers brought in line with an edit at once (each its own small transaction). */
const DOSSIERS_AT_ONCE = 10;

const requireName = (record: ClientRecord, language: Language) => {
  const field = nameField(record);
  if (!record[field]) throw new ValidationError([fieldError(field, 'required', language)]);
};

/** `POST /api/Client`: a client of the firm without a dossier, created as a dossier's new party is (CIN/RC claim, search entries). */
export const createClient = async (caller: Caller, language: Language, input: RecordInput) => {
  const record = newRecord(input, true);
  requireName(record, language);
  await createClientAlone(log, caller.structureId, record);
  return clientView(record);
};

/**
 * The clients' names of a dossier as its parties now stand, read consistently (the edit just
 * committed is among them).
 */
const currentClientNames = async (structureId: string, links: readonly PartyLink[]) => {
  const ids = links.filter((l) => l.role === 'CLIENT').map((l) => l.idClient);
  const records = await getClients(structureId, ids, { consistent: true });
  return clientNames(ids.flatMap((id) => records.get(id) ?? []));
};

/**
 * Brings one dossier of the party in line with its record: the edit's history entry (`changes`, as
 * data) and, on a dossier the party is a client of, the clients' names (`nomClient`, read by the
 * lists and the dossiers' entries by their clients' names) computed again from its parties, under
 * the dossier's parties counter (a change of the parties meanwhile: read again).
 */
const followOnDossier = async (structureId: string, link: PartyLink, author: Author, name: string, changes: readonly HistoryChange[]) => {
  const entry = changes.length
    ? historyEntry(link.idDossier, author, { idTypeAction: EDITED, valeur: name, changes: [...changes] })
    : undefined;
  const dossier = await getDossier(structureId, link.idDossier, true);
  if (!dossier) return;
  const nomClient =
    link.role === 'CLIENT' ? await currentClientNames(structureId, await dossierParties(structureId, dossier.id)) : undefined;
  if (nomClient !== undefined && nomClient !== dossier.nomClient) {
    await commit([
      {
        write: changeParties(structureId, dossier.id, {
          readPartiesVersion: dossier.partiesVersion,
          nomClient,
          ...(entry ? { event: entry } : {}),
        }),
        onConditionFailure: () => new StaleReadError(),
      },
      ...dossierIndexChanges(structureId, dossier, { ...dossier, nomClient }).map(plain),
      ...(entry ? [plain(putHistoryEntry(structureId, entry))] : []),
    ]);
  } else if (entry) await commit(appendDossierEvent(structureId, entry).map(plain));
};

/**
 * After the record's own transaction, each of the party's dossiers, on either side, follows it:
 * a few at a time, each in its own transaction (a party's dossiers are not bounded, a transaction
 * is). A dossier that could not follow is logged and the edit answers 503: saving the same details
 * again records nothing more and brings the remaining dossiers' names in line.
 */
const followOnDossiers = async (caller: Caller, after: ClientRecord, changes: readonly HistoryChange[]) => {
  const structureId = caller.structureId;
  const author = authorOf(caller);
  const links = await clientDossiers(structureId, after.idClient);
  let failed = 0;
  for (let start = 0; start < links.length; start += DOSSIERS_AT_ONCE) {
    await Promise.all(
      links.slice(start, start + DOSSIERS_AT_ONCE).map((link) =>
        withFreshReads(() => followOnDossier(structureId, link, author, partyName(after), changes)).catch((error: unknown) => {
          failed++;
          log.error('dossier not brought in line with its party', {
            structureId,
            idClient: after.idClient,
            idDossier: link.idDossier,
            error: (error as Error).name,
          });
        }),
      ),
    );
  }
  if (failed) throw new ServiceUnavailableError();
};

/**
 * `PUT /api/Client/{id}`: a record's details as they are to stand. One transaction: the record
 * (unless another edit came since it was read: 409 `client_changed`), its CIN/RC claim moved (one
 * held by another record: 409 `conflict` on the field, as at creation) and its search entries
 * moved; then its dossiers follow (`followOnDossiers`). The email of a client who has an account
 * is the address they sign in with: it is not changed here (409 `client_email_has_account`).
 */
export const editClient = async (caller: Caller, language: Language, clientId: string, input: Omit<RecordInput, 'idTypeClient'>) => {
  const structureId = caller.structureId;
  const before = await getClient(structureId, clientId, { consistent: true });
  if (!before) throw new NotFoundError();
  const { idClient, idTypeClient, idUtilisateur, isClient, createdAt, version } = before;
  const after: ClientRecord = {
    ...ownDetails({ ...input, idTypeClient }),
    idClient,
    idTypeClient,
    ...(idUtilisateur ? { idUtilisateur } : {}),
    isClient,
    createdAt,
    version: (version ?? 0) + 1,
  };
  requireName(after, language);
  if (idUtilisateur && after.email !== before.email) throw new ConflictError('client_email_has_account', 'email');
  const changes = diffFields(before, after, EDITABLE_FIELDS);
  if (changes.length) {
    const [held, wanted] = [identifierOf(before), identifierOf(after)];
    const moved = held?.value !== wanted?.value;
    await commit([
      { write: editClientRecord(structureId, before, after), onConditionFailure: () => new ConflictError('client_changed', null) },
      ...(moved && held
        ? [
            {
              write: releaseIdentifier(structureId, held.kind, held.value, clientId),
              onConditionFailure: () => new ConflictError('client_changed', null),
            },
          ]
        : []),
      ...(moved && wanted
        ? [
            {
              write: claimIdentifier(structureId, wanted.kind, wanted.value, clientId),
              onConditionFailure: () => new ConflictError('conflict', identifierField(after)),
            },
          ]
        : []),
      ...indexChanges(structureId, { kind: 'C', id: clientId }, clientIndexing(before), clientIndexing(after)).map(plain),
    ]);
  }
  await followOnDossiers(caller, after, changes);
  return clientView(changes.length ? after : before);
};
