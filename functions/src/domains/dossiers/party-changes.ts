import { ZERO_ID } from '@mizan/shared/validation';
import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import { clientView, getClient, getClients, partyName, type ClientRecord } from '../../db/clients';
import { dossierParties, unlinkParty, type PartyLink, type PartyRole } from '../../db/dossier-parties';
import { changeParties, type Dossier } from '../../db/dossiers';
import { putHistoryEntry } from '../../db/history';
import type { NewEntity } from '../../db/search-index';
import { ConflictError, NotFoundError } from '../../errors';
import { dossierFor } from '../../services/dossier-access';
import { dossierIndexChanges } from '../../services/dossier-search';
import { conflictRefs, ConflictOfInterestError, findConflicts } from '../../services/conflicts';
import { plain, type GuardedWrite } from '../../services/guarded-transaction';
import { originOf } from '../../services/activity-log';
import { historyEntry, authorOf, type NewEntry } from '../../services/history';
import { log } from '../../runtime/log';
import { clientNames, commitIndexed } from '../../services/client-records';
import { openAccounts } from './party-accounts';
import { newRecords, partyWrites, resolveParties, type PartyInput } from '../../services/party-resolution';

const ADDED: Record<PartyRole, string> = { CLIENT: 'AJOUT_CLIENT', ADVERSAIRE: 'AJOUT_ADVERSAIRE' };
const REMOVED: Record<PartyRole, string> = { CLIENT: 'RETRAIT_CLIENT', ADVERSAIRE: 'RETRAIT_ADVERSAIRE' };

/** The clients' names once the dossier's clients are `links` (plus `added`). */
const namesOf = async (structureId: string, links: readonly PartyLink[], added?: ClientRecord) => {
  const ids = links.filter((l) => l.role === 'CLIENT').map((l) => l.idClient);
  const records = await getClients(structureId, ids);
  return clientNames([...ids.flatMap((id) => records.get(id) ?? []), ...(added ? [added] : [])]);
};

/**
 * Commits a change of the parties: the link writes, the history entries (the last one is the
 * change itself), and on the dossier's record the clients' names (when given: with the dossier's
 * entries by its clients' names, moved in the index) and the last action, if no other change of the parties
 * happened since the dossier was read (409 `parties_changed` otherwise). The identification's
 * version is not touched: a change of the parties never makes an edit of it fail.
 */
const commitPartyChange = async (
  caller: Caller,
  before: Dossier,
  change: { nomClient?: string; entries: NewEntry[]; writes: GuardedWrite[]; created?: NewEntity[] },
) => {
  const author = authorOf(caller);
  const history = change.entries.map((e) => historyEntry(before.id, author, e));
  const sid = caller.structureId;
  await commitIndexed(log, sid, change.created ?? [], [
    {
      write: changeParties(sid, before.id, {
        readPartiesVersion: before.partiesVersion,
        nomClient: change.nomClient,
        event: history.at(-1)!,
      }),
      onConditionFailure: () => new ConflictError('parties_changed', null),
    },
    ...change.writes,
    ...(change.nomClient === undefined ? [] : dossierIndexChanges(sid, before, { ...before, nomClient: change.nomClient }).map(plain)),
    ...history.map((e) => plain(putHistoryEntry(sid, e))),
  ]);
  return author;
};

/**
 * Adds a client or an opposing party: an existing record (by idClient, CIN or RC) or a new one.
 * A party on the other side of another dossier of the firm is a conflict of interest (409) unless
 * the request confirms it; the confirmation is recorded in the history.
 */
export const addParty =
  (role: PartyRole) =>
  async (
    { params, body }: { params: { id: string }; body: PartyInput & { confirmConflict: boolean } },
    { caller, language, sourceIp }: { caller: Caller; language: Language; sourceIp?: string },
  ) => {
    const sid = caller.structureId;
    const before = await dossierFor(caller, params.id, true);
    const [party] = await resolveParties(sid, [{ field: '', role, input: body }], language);
    const conflicts = await findConflicts(sid, [party!], before.id);
    if (conflicts.length && !body.confirmConflict) throw new ConflictOfInterestError(conflicts, language);
    const writes = partyWrites(sid, before.id, [party!]);
    const record = party!.record;
    const author = await commitPartyChange(caller, before, {
      nomClient: role === 'CLIENT' ? await namesOf(sid, await dossierParties(sid, before.id), record) : undefined,
      entries: [
        ...(conflicts.length
          ? [{ idTypeAction: 'CONFLIT_CONFIRME', valeur: conflicts.map((c) => c.refCabinet).join(', '), conflits: conflictRefs(conflicts) }]
          : []),
        { idTypeAction: ADDED[role], valeur: partyName(record) },
      ],
      writes,
      created: newRecords([party!]),
    });
    await openAccounts(originOf(caller, sourceIp), [party!], author, language);
    const saved = (await getClient(sid, record.idClient, { consistent: true })) ?? record;
    return { ...clientView(saved), idStatutClient: body.idStatutClient };
  };

/** Removes a client or an opposing party from the dossier (the firm's record stays); the all-zero id is ignored. */
export const removeParty =
  (role: PartyRole) =>
  async ({ params }: { params: { id: string; clientId: string } }, { caller }: { caller: Caller }) => {
    const sid = caller.structureId;
    const before = await dossierFor(caller, params.id, true);
    if (params.clientId === ZERO_ID) return { ok: true as const };
    const links = await dossierParties(sid, before.id);
    const link = links.find((l) => l.idClient === params.clientId && l.role === role);
    if (!link) throw new NotFoundError();
    const record = await getClient(sid, link.idClient);
    await commitPartyChange(caller, before, {
      nomClient:
        role === 'CLIENT'
          ? await namesOf(
              sid,
              links.filter((l) => l !== link),
            )
          : undefined,
      entries: [{ idTypeAction: REMOVED[role], valeur: record ? partyName(record) : link.idClient }],
      writes: unlinkParty(sid, link).map((write) => ({ write, onConditionFailure: () => new NotFoundError() })),
    });
    return { ok: true as const };
  };
