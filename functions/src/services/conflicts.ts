import type { FieldError } from '@mizan/shared/errors';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { findByName, getClients, matchName, type ClientRecord } from '../db/clients';
import { clientDossiers, type PartyLink, type PartyRole } from '../db/dossier-parties';
import { getDossiers } from '../db/dossiers';
import type { ConflictRef } from '../db/history';
import { AppError } from '../errors';
import { inLanes } from './lanes';

/**
 * Conflict of interest: a party added on one side of a dossier (client or opposing party) is on
 * the other side of another dossier of the firm. Two records are the same party when they are the
 * same record; or, when one of them has no CIN/RC, when their names match once normalised
 * (accents, case, spaces and word order aside). Two different known identifiers are two parties.
 */
export type PartyCandidate = { field: string; role: PartyRole; record: ClientRecord };
export type Conflict = ConflictRef & { field: string };

const identifierOf = (record: ClientRecord) => (record.idTypeClient === 'PM' ? record.rc : record.cin);

export const isSameParty = (a: ClientRecord, b: ClientRecord): boolean => {
  if (a.idClient === b.idClient) return true;
  if (a.idTypeClient !== b.idTypeClient) return false;
  const [ia, ib] = [identifierOf(a), identifierOf(b)];
  if (ia && ib) return ia === ib;
  const name = matchName(a);
  return name !== '' && name === matchName(b);
};

export const opposite = (role: PartyRole): PartyRole => (role === 'CLIENT' ? 'ADVERSAIRE' : 'CLIENT');

/** The links that put the same party on the other side, outside `dossierId`. */
export const conflictingLinks = (
  party: PartyCandidate,
  others: readonly { record: ClientRecord; links: readonly PartyLink[] }[],
  dossierId?: string,
) =>
  others
    .filter((other) => isSameParty(party.record, other.record))
    .flatMap((other) => other.links)
    .filter((link) => link.role === opposite(party.role) && link.idDossier !== dossierId);

/** The firm's records that may be the same party as one of `records` (the same record, or the same name), each with its dossiers. */
const knownParties = async (structureId: string, records: readonly ClientRecord[]) => {
  const names = [...new Set(records.map(matchName).filter(Boolean))];
  const byName = await inLanes(names, (name) => findByName(structureId, name));
  const ids = [...new Set([...records.map((record) => record.idClient).filter(Boolean), ...byName.flat()])];
  const found = [...(await getClients(structureId, ids)).values()];
  return inLanes(found, async (record) => ({ record, links: await clientDossiers(structureId, record.idClient) }));
};

/**
 * Every conflict of each group of parties (a dossier's, or a spreadsheet row's), with the reference
 * of each dossier concerned: the firm's records read once for all the groups.
 */
export const findConflictsOfEach = async (
  structureId: string,
  groups: readonly (readonly PartyCandidate[])[],
  dossierId?: string,
): Promise<Conflict[][]> => {
  const parties = groups.flat();
  if (!parties.length) return groups.map(() => []);
  const others = await knownParties(
    structureId,
    parties.map((party) => party.record),
  );
  const found = groups.map((group) =>
    group.flatMap((party) => conflictingLinks(party, others, dossierId).map((link) => ({ party, link }))),
  );
  const dossierIds = [...new Set(found.flat().map(({ link }) => link.idDossier))];
  const dossiers = new Map((await getDossiers(structureId, dossierIds)).map((d) => [d.id, d]));
  return found.map((links) => {
    const seen = new Set<string>();
    return links.flatMap(({ party, link }) => {
      const key = `${party.field}|${link.idDossier}`;
      const dossier = dossiers.get(link.idDossier);
      if (!dossier || seen.has(key)) return [];
      seen.add(key);
      return [{ field: party.field, idClient: link.idClient, idDossier: link.idDossier, refCabinet: dossier.refCabinet, role: link.role }];
    });
  });
};

/** Every conflict of the parties, with the reference of each dossier concerned. */
export const findConflicts = async (structureId: string, parties: readonly PartyCandidate[], dossierId?: string): Promise<Conflict[]> =>
  (await findConflictsOfEach(structureId, [parties], dossierId))[0]!;

/** 409 `conflict` whose details name each dossier concerned (with its id and refCabinet). */
export class ConflictOfInterestError extends AppError {
  constructor(conflicts: readonly Conflict[], language: Language) {
    const details = conflicts.map((c): FieldError & ConflictRef => ({
      field: c.field,
      code: 'conflict_of_interest',
      message: `${message(c.role === 'ADVERSAIRE' ? 'conflict_is_adversaire' : 'conflict_is_client', language)} ${c.refCabinet}`,
      idDossier: c.idDossier,
      refCabinet: c.refCabinet,
      idClient: c.idClient,
      role: c.role,
    }));
    super(409, 'conflict', 'conflict_of_interest', details);
  }
}

/** The conflicts without their request field, as the history keeps them. */
export const conflictRefs = (conflicts: readonly Conflict[]): ConflictRef[] =>
  conflicts.map(({ idDossier, refCabinet, idClient, role }) => ({ idDossier, refCabinet, idClient, role }));
