import type * as z from 'zod';
import type { clientCreateBody } from '@mizan/shared/schemas/clients';
import { clock } from '../adapters/clock';
import { claimIdentifier, createClientRecord, partyName, type ClientRecord, type ClientType, type IdentifierKind } from '../db/clients';
import { newId } from '../db/keys';
import { indexChanges, indexNewEntities, showNewEntities, unindexNewEntities, type NewEntity } from '../db/search-index';
import { ConflictError } from '../errors';
import { clientIndexing } from './dossier-search';
import { fieldPath } from './field-error';
import { commit, MAX_TRANSACTION_WRITES, plain, type GuardedWrite } from './guarded-transaction';

/**
 * What creating a client record takes, wherever it is created (a dossier's parties, the Clients
 * directory): the record from its details, its CIN/RC claim (unique in the firm: 409 `conflict` on
 * the identifier's field), and its search entries written around the creation's transaction.
 */
export type RecordInput = z.infer<typeof clientCreateBody>;

/** The input field that identifies a record: RC for a legal entity, CIN for a person. */
export const identifierField = (input: Pick<RecordInput, 'idTypeClient'>) => (input.idTypeClient === 'PM' ? 'rc' : 'cin');

/** The record's identifier (CIN for a person, RC for a legal entity), when it has one. */
export const identifierOf = (input: {
  idTypeClient: ClientType;
  cin?: string | undefined;
  rc?: string | undefined;
}): { kind: IdentifierKind; value: string } | undefined => {
  const value = input.idTypeClient === 'PM' ? input.rc : input.cin;
  return value ? { kind: input.idTypeClient === 'PM' ? 'RC' : 'CIN', value } : undefined;
};

/** The type a spreadsheet's party fields say: a legal entity when they hold an RC or a company name and no CIN or name. */
export const typeOfFields = (fields: Partial<Record<'cin' | 'nom' | 'rc' | 'raisonSociale', string>>): ClientType =>
  (fields.rc || fields.raisonSociale) && !(fields.cin || fields.nom) ? 'PM' : 'PP';

/** The field that names a record: the company name, or a person's last name. */
export const nameField = (input: Pick<RecordInput, 'idTypeClient'>) => (input.idTypeClient === 'PM' ? 'raisonSociale' : 'nom');

/** The details of the record's own type, with the contact fields (those of the other type dropped). */
export const ownDetails = (input: RecordInput) => ({
  email: input.email,
  phone: input.phone,
  adresse: input.adresse,
  ...(input.idTypeClient === 'PM'
    ? { rc: input.rc, ice: input.ice, raisonSociale: input.raisonSociale, representantLegal: input.representantLegal }
    : { cin: input.cin, nom: input.nom, prenom: input.prenom }),
});

/** A new record from its details; `isClient` when it is a client (listed in the directory). */
export const newRecord = (input: RecordInput, isClient: boolean): ClientRecord => ({
  idClient: newId(),
  idTypeClient: input.idTypeClient,
  ...ownDetails(input),
  isClient,
  createdAt: clock.nowIso(),
});

/** The writes that create the record with its CIN/RC claim; `field` is where the request holds it (errors name it). */
export const recordCreation = (structureId: string, record: ClientRecord, field = ''): GuardedWrite[] => {
  const identifier = identifierOf(record);
  return [
    plain(createClientRecord(structureId, record)),
    ...(identifier
      ? [
          {
            write: claimIdentifier(structureId, identifier.kind, identifier.value, record.idClient),
            onConditionFailure: () => new ConflictError('conflict', fieldPath(field, identifierField(record))),
          },
        ]
      : []),
  ];
};

/** A record about to be created, with its place in the search index. */
export const recordEntity = (record: ClientRecord): NewEntity => ({
  hit: { kind: 'C', id: record.idClient },
  indexing: clientIndexing(record),
});

/** Creates a client of the firm alone (no dossier): its record with its CIN/RC claim and search entries. */
export const createClientAlone = (log: Logger, structureId: string, record: ClientRecord) =>
  commitIndexed(log, structureId, [recordEntity(record)], recordCreation(structureId, record));

/** Where the commit reports what it could not tidy (the domains pass runtime/log's `log`). */
export type Logger = Record<'error' | 'warn', (message: string, fields: Record<string, unknown>) => void>;

/**
 * Commits the transaction that creates `entities` with their search entries. When the entries fit
 * in it (DynamoDB's 100 writes), they are written in it, whole (what search shows included): one
 * call, nothing to tidy. Otherwise (a dossier with many parties) their search words are written
 * just before it (db/search-index `indexNewEntities`) and removed again if it fails; once it
 * committed, the entries are given what search shows (`showNewEntities`, never over an edit's).
 * Should that fail, search still finds them, reading the entities themselves.
 */
export const commitIndexed = async (log: Logger, structureId: string, entities: readonly NewEntity[], writes: readonly GuardedWrite[]) => {
  const entries = entities.flatMap(({ hit, indexing }) => indexChanges(structureId, hit, undefined, indexing));
  if (writes.length + entries.length <= MAX_TRANSACTION_WRITES) return commit([...writes, ...entries.map(plain)]);
  await indexNewEntities(structureId, entities);
  try {
    await commit(writes);
  } catch (error) {
    await unindexNewEntities(structureId, entities).catch((cleanup: unknown) =>
      log.error('search words of a failed creation not removed', { structureId, error: (cleanup as Error).name }),
    );
    throw error;
  }
  await showNewEntities(structureId, entities).catch((error: unknown) =>
    log.warn('search entries of a creation not completed', { structureId, error: (error as Error).name }),
  );
};

/** The names of a dossier's clients, for lists (`nomClient`). */
export const clientNames = (records: readonly Pick<ClientRecord, 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale'>[]) =>
  records.map(partyName).filter(Boolean).join(', ');
