import type * as z from 'zod';
import type { FieldError } from '@mizan/shared/errors';
import type { Language } from '@mizan/shared/roles';
import type { partyBody } from '@mizan/shared/schemas/clients';
import { clock } from '../adapters/clock';
import { findByIdentifiers, getClients, markClient, type ClientRecord } from '../db/clients';
import { linkParty, type PartyRole } from '../db/dossier-parties';
import type { NewEntity } from '../db/search-index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { identifierField, identifierOf, nameField, newRecord, recordCreation, recordEntity } from './client-records';
import { fieldError, fieldPath } from './field-error';
import { plain, type GuardedWrite } from './guarded-transaction';

export type PartyInput = z.infer<typeof partyBody>;
/** A party of a request, found among the firm's records or new. */
export type ResolvedParty = { field: string; role: PartyRole; input: PartyInput; record: ClientRecord; isNew: boolean };

/**
 * Finds each party among the firm's records: by idClient, else by CIN (PP) or RC (PM); a party
 * found nowhere is a new record and needs its name. The same record twice in one request is an
 * error. One BatchGet for the identifiers, one for the records.
 */
export const resolveParties = async (
  structureId: string,
  parties: readonly { field: string; role: PartyRole; input: PartyInput }[],
  language: Language,
): Promise<ResolvedParty[]> => {
  const identifiers = parties.flatMap((p) => (p.input.idClient ? [] : (identifierOf(p.input) ?? [])));
  const byIdentifier = await findByIdentifiers(structureId, identifiers);
  const existingId = (input: PartyInput) => {
    const identifier = identifierOf(input);
    return input.idClient ?? (identifier && byIdentifier.get(`${identifier.kind}#${identifier.value}`));
  };
  const records = await getClients(
    structureId,
    parties.flatMap((p) => existingId(p.input) ?? []),
  );
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const resolved = parties.map(({ field, role, input }): ResolvedParty => {
    const id = existingId(input);
    const found = id ? records.get(id) : undefined;
    if (input.idClient && !found) throw new NotFoundError();
    const record = found ?? newRecord(input, role === 'CLIENT');
    const identifier = identifierOf(input);
    const keys = [record.idClient, ...(found || !identifier ? [] : [`${identifier.kind}#${identifier.value}`])];
    if (keys.some((k) => seen.has(k))) errors.push(fieldError(field, 'party_duplicate', language));
    keys.forEach((k) => seen.add(k));
    if (!found) {
      const name = nameField(input);
      if (!input[name]) errors.push(fieldError(fieldPath(field, name), 'required', language));
    }
    return { field, role, input, record, isNew: !found };
  });
  if (errors.length) throw new ValidationError(errors);
  return resolved;
};

/**
 * The writes that put the parties in the dossier: new records with their CIN/RC claim, existing
 * records marked as clients, and both halves of each link. At most 4 per party (the creation's
 * budget, db/access-patterns.md): search words go before the transaction (`commitIndexed`) and
 * client accounts after it (`openAccounts`).
 */
export const partyWrites = (structureId: string, dossierId: string, parties: readonly ResolvedParty[]): GuardedWrite[] => {
  const writes: GuardedWrite[] = [];
  const now = clock.nowIso();
  for (const party of parties) {
    if (party.isNew) writes.push(...recordCreation(structureId, party.record, party.field));
    else if (party.role === 'CLIENT' && !party.record.isClient) {
      party.record = { ...party.record, isClient: true };
      writes.push(plain(markClient(structureId, party.record)));
    }
    const [link, reverse] = linkParty(structureId, {
      idDossier: dossierId,
      idClient: party.record.idClient,
      role: party.role,
      idStatutClient: party.input.idStatutClient,
      addedAt: now,
    });
    writes.push(
      {
        write: link!,
        onConditionFailure: () => new ConflictError('party_already_linked', fieldPath(party.field, identifierField(party.input))),
      },
      plain(reverse!),
    );
  }
  return writes;
};

/** The new records among the parties, with their place in the search index. */
export const newRecords = (parties: readonly ResolvedParty[]): NewEntity[] =>
  parties.filter((p) => p.isNew).map((p) => recordEntity(p.record));
