import { ZERO_ID } from '@mizan/shared/validation';
import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../adapters/token-verifier';
import { clock } from '../../adapters/clock';
import { clientView, getClient, getClients, partyName, type ClientRecord } from '../../db/clients';
import { dossierParties, unlinkParty, type PartyLink, type PartyRole } from '../../db/dossier-parties';
import { putDossier, type Dossier } from '../../db/dossiers';
import { putHistoryEntry } from '../../db/history';
import { ConflictError, NotFoundError } from '../../errors';
import { dossierFor } from '../../services/dossier-access';
import { conflictRefs, ConflictOfInterestError, findConflicts } from '../../services/conflicts';
import { commit, plain, type GuardedWrite } from '../../services/guarded-transaction';
import { historyEntry, authorOf, withLastAction, type NewEntry } from '../../services/history';
import { clientNames, partyWrites, resolveParties, sendInvitations, type PartyInput } from './parties';

const ADDED: Record<PartyRole, string> = { CLIENT: 'AJOUT_CLIENT', ADVERSAIRE: 'AJOUT_ADVERSAIRE' };
const REMOVED: Record<PartyRole, string> = { CLIENT: 'RETRAIT_CLIENT', ADVERSAIRE: 'RETRAIT_ADVERSAIRE' };

/** The clients' names once the dossier's clients are `links` (plus `added`). */
const namesOf = async (structureId: string, links: readonly PartyLink[], added?: ClientRecord) => {
  const ids = links.filter((l) => l.role === 'CLIENT').map((l) => l.idClient);
  const records = await getClients(structureId, ids);
  return clientNames([...ids.flatMap((id) => records.get(id) ?? []), ...(added ? [added] : [])]);
};

/** Rewrites the dossier (same version as read) with its history entries and the other writes. */
const commitChange = async (
  structureId: string,
  caller: Caller,
  before: Dossier,
  change: Partial<Dossier>,
  entries: NewEntry[],
  writes: GuardedWrite[],
) => {
  const author = authorOf(caller);
  const history = entries.map((e) => historyEntry(before.id, author, e));
  const after = withLastAction({ ...before, ...change, version: before.version + 1, updatedAt: clock.nowIso() }, history);
  await commit([
    { write: putDossier(structureId, after, before.version), onConditionFailure: () => new ConflictError('dossier_changed', null) },
    ...writes,
    ...history.map((e) => plain(putHistoryEntry(structureId, e))),
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
    { caller, language }: { caller: Caller; language: Language },
  ) => {
    const sid = caller.structureId;
    const before = await dossierFor(caller, params.id, true);
    const [party] = await resolveParties(sid, [{ field: '', role, input: body }], language);
    const conflicts = await findConflicts(sid, [party!], before.id);
    if (conflicts.length && !body.confirmConflict) throw new ConflictOfInterestError(conflicts, language);
    const { writes, invitations } = await partyWrites(sid, before.id, [party!]);
    const record = party!.record;
    const links = role === 'CLIENT' ? await dossierParties(sid, before.id) : [];
    const author = await commitChange(
      sid,
      caller,
      before,
      role === 'CLIENT' ? { nomClient: await namesOf(sid, links, record) } : {},
      [
        ...(conflicts.length
          ? [{ idTypeAction: 'CONFLIT_CONFIRME', valeur: conflicts.map((c) => c.refCabinet).join(', '), conflits: conflictRefs(conflicts) }]
          : []),
        { idTypeAction: ADDED[role], valeur: partyName(record) },
      ],
      writes,
    );
    await sendInvitations(sid, invitations, author, language);
    const saved = (await getClient(sid, record.idClient)) ?? record;
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
    const remaining = links.filter((l) => l !== link);
    await commitChange(
      sid,
      caller,
      before,
      role === 'CLIENT' ? { nomClient: await namesOf(sid, remaining) } : {},
      [{ idTypeAction: REMOVED[role], valeur: record ? partyName(record) : link.idClient }],
      unlinkParty(sid, link).map((write) => ({ write, onConditionFailure: () => new NotFoundError() })),
    );
    return { ok: true as const };
  };
