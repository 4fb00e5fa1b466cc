import { table, type Item, type ReadOptions, type TransactItem } from '../adapters/table';
import { normaliseText } from './normalise';
import { firmPk } from './keys';

/**
 * A person (PP) or company (PM) the firm deals with, as client or as opposing party: one record
 * per firm, found again by CIN (PP) or RC (PM). Its partition `T#{sid}#C#{clientId}` holds the
 * record (`META`) and its links to dossiers (`D#`, db/dossier-parties.ts).
 * Indexes: gsi1 lists the firm's clients (records that were a client at least once) by type and
 * name; gsi2 finds records by normalised name (conflict-of-interest matching).
 * A record is never deleted; its type never changes. An edit of its details (`editClientRecord`)
 * moves its CIN/RC claim, its listing and name-matching keys and its search entries in one
 * transaction, guarded by the record's `version` (absent until the first edit).
 */
export type ClientType = 'PP' | 'PM';
export type ClientRecord = {
  idClient: string;
  idTypeClient: ClientType;
  cin?: string;
  nom?: string;
  prenom?: string;
  email?: string;
  phone?: string;
  rc?: string;
  ice?: string;
  raisonSociale?: string;
  representantLegal?: string;
  adresse?: string;
  /** The client's account (type CLIENT, role CLT), once invited. */
  idUtilisateur?: string;
  /** Client in at least one dossier (opposing parties only are not listed as clients). */
  isClient: boolean;
  createdAt: string;
  /** +1 per edit of the details (absent until the first). */
  version?: number;
};

export const clientPk = (structureId: string, clientId: string) => `${firmPk(structureId)}#C#${clientId}`;
export const clientKey = (structureId: string, clientId: string) => ({ pk: clientPk(structureId, clientId), sk: 'META' });

/** The name a person or company goes by: 'prénom nom', or the company name. */
export const partyName = (client: Pick<ClientRecord, 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale'>) =>
  (client.idTypeClient === 'PM' ? (client.raisonSociale ?? '') : [client.prenom, client.nom].filter(Boolean).join(' ')).trim();

/** The name as matching compares it: normalised, words in alphabetical order ('Alami Karim' = 'karim alami'). */
export const matchName = (client: Pick<ClientRecord, 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale'>) =>
  normaliseText(partyName(client)).split(' ').filter(Boolean).sort().join(' ');

export const clientListPk = (structureId: string, type: ClientType) => `${firmPk(structureId)}#CLIENTS#${type}`;
export const nameMatchPk = (structureId: string, name: string) => `${firmPk(structureId)}#PN#${name}`;

/** gsi1 attributes that list the record among the firm's clients, by last name then first name (or company name). */
export const clientListing = (structureId: string, client: ClientRecord) => ({
  gsi1pk: clientListPk(structureId, client.idTypeClient),
  gsi1sk: `${normaliseText(client.idTypeClient === 'PM' ? (client.raisonSociale ?? '') : `${client.nom ?? ''} ${client.prenom ?? ''}`)}#${client.idClient}`,
});

export const clientItem = (structureId: string, client: ClientRecord): Item => {
  const name = matchName(client);
  return {
    ...clientKey(structureId, client.idClient),
    type: 'CLIENT',
    ...client,
    ...(client.isClient ? clientListing(structureId, client) : {}),
    ...(name ? { gsi2pk: nameMatchPk(structureId, name), gsi2sk: client.idClient } : {}),
  };
};

const RECORD_FIELDS = [
  'idClient',
  'idTypeClient',
  'cin',
  'nom',
  'prenom',
  'email',
  'phone',
  'rc',
  'ice',
  'raisonSociale',
  'representantLegal',
  'adresse',
  'idUtilisateur',
  'isClient',
  'createdAt',
  'version',
] as const;
const fromClientItem = (item: Item): ClientRecord =>
  Object.fromEntries(RECORD_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) as unknown as ClientRecord;

/** A record as the API answers it (bookkeeping fields left out). */
export const clientView = ({ isClient: _isClient, createdAt: _createdAt, version: _version, ...client }: ClientRecord) => client;

export const getClient = async (structureId: string, clientId: string, options?: ReadOptions) => {
  const item = await table.get(clientKey(structureId, clientId), options);
  return item && fromClientItem(item);
};

export const getClients = async (
  structureId: string,
  ids: readonly string[],
  options?: ReadOptions,
): Promise<Map<string, ClientRecord>> => {
  const items = ids.length
    ? await table.batchGet(
        [...new Set(ids)].map((id) => clientKey(structureId, id)),
        options,
      )
    : [];
  return new Map(items.map((item) => [item.idClient as string, fromClientItem(item)]));
};

/** A new record; fails if the id exists. */
export const createClientRecord = (structureId: string, client: ClientRecord): TransactItem => ({
  Put: { Item: clientItem(structureId, client), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * A record that becomes a client (listed on the Clients screen) or gets its account; it must
 * exist. Setting the same values again is harmless, so this joins any transaction that links it.
 */
export const markClient = (structureId: string, client: ClientRecord, idUtilisateur?: string): TransactItem => {
  const listing = clientListing(structureId, client);
  return {
    Update: {
      Key: clientKey(structureId, client.idClient),
      UpdateExpression: `SET isClient = :true, gsi1pk = :g1pk, gsi1sk = :g1sk${idUtilisateur ? ', idUtilisateur = :uid' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':true': true,
        ':g1pk': listing.gsi1pk,
        ':g1sk': listing.gsi1sk,
        ...(idUtilisateur ? { ':uid': idUtilisateur } : {}),
      },
    },
  };
};

/** The details an edit sets (a field left undefined is removed). */
export const EDITABLE_FIELDS = [
  'cin',
  'nom',
  'prenom',
  'email',
  'phone',
  'rc',
  'ice',
  'raisonSociale',
  'representantLegal',
  'adresse',
] as const;

/**
 * An edit of the record's details, if no other edit came since it was read (`version`): SETs the
 * details (REMOVEs the cleared ones), the keys that list it by name (gsi1's sort key, used once it
 * is a client) and match it by name (gsi2), and the next version. What other writes set
 * (`isClient`, `idUtilisateur`) stays.
 */
export const editClientRecord = (structureId: string, before: ClientRecord, after: ClientRecord): TransactItem => {
  const name = matchName(after);
  const set: Record<string, unknown> = {
    ...Object.fromEntries(EDITABLE_FIELDS.map((field) => [field, after[field]])),
    gsi1sk: clientListing(structureId, after).gsi1sk,
    gsi2pk: name ? nameMatchPk(structureId, name) : undefined,
    gsi2sk: name ? after.idClient : undefined,
    version: (before.version ?? 0) + 1,
  };
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = {};
  const assignments: string[] = [];
  const removals: string[] = [];
  Object.entries(set).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    if (value === undefined) removals.push(`#f${i}`);
    else {
      values[`:f${i}`] = value;
      assignments.push(`#f${i} = :f${i}`);
    }
  });
  const versionCondition = before.version === undefined ? 'attribute_not_exists(#version)' : '#version = :read';
  return {
    Update: {
      Key: clientKey(structureId, before.idClient),
      UpdateExpression: [`SET ${assignments.join(', ')}`, removals.length && `REMOVE ${removals.join(', ')}`].filter(Boolean).join(' '),
      ConditionExpression: `attribute_exists(pk) AND ${versionCondition}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...values, ...(before.version === undefined ? {} : { ':read': before.version }) },
    },
  };
};

/** Record ids whose matching name is `name` (gsi2). */
export const findByName = async (structureId: string, name: string): Promise<string[]> => {
  if (!name) return [];
  const { items } = await table.query({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': nameMatchPk(structureId, name) },
    Limit: 50,
  });
  return items.map((item) => item.gsi2sk as string);
};

/** One page of the firm's clients of a type, by name; `after` is the `last` of the previous page. */
export const queryClientList = async (structureId: string, type: ClientType, limit: number, after?: string) => {
  const gsi1pk = clientListPk(structureId, type);
  const { items, next } = await table.query({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
    Limit: limit,
    ExclusiveStartKey: after ? { gsi1pk, gsi1sk: after, ...clientKey(structureId, after.split('#').pop() ?? '') } : undefined,
  });
  return { clients: items.map(fromClientItem), last: next ? (next.gsi1sk as string) : undefined };
};

/**
 * CIN (PP) and RC (PM) are unique within the firm: one item per identifier in the firm's `PID`
 * partition names the record that holds it, claimed in the transaction that creates the record.
 */
export type IdentifierKind = 'CIN' | 'RC';
export const identifierKey = (structureId: string, kind: IdentifierKind, value: string) => ({
  pk: `${firmPk(structureId)}#PID`,
  sk: `${kind}#${value}`,
});

export const claimIdentifier = (structureId: string, kind: IdentifierKind, value: string, clientId: string): TransactItem => ({
  Put: {
    Item: { ...identifierKey(structureId, kind, value), type: 'CLIENT_ID', idClient: clientId },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Frees an identifier the record no longer holds; fails if another record holds it. */
export const releaseIdentifier = (structureId: string, kind: IdentifierKind, value: string, clientId: string): TransactItem => ({
  Delete: {
    Key: identifierKey(structureId, kind, value),
    ConditionExpression: 'idClient = :id',
    ExpressionAttributeValues: { ':id': clientId },
  },
});

/** The record ids holding these identifiers (one BatchGet). */
export const findByIdentifiers = async (structureId: string, wanted: readonly { kind: IdentifierKind; value: string }[]) => {
  const keys = [...new Map(wanted.map((w) => [`${w.kind}#${w.value}`, identifierKey(structureId, w.kind, w.value)])).values()];
  const items = keys.length ? await table.batchGet(keys) : [];
  return new Map(items.map((item) => [item.sk as string, item.idClient as string]));
};

/**
 * A client by id, or by CIN (PP) or RC (PM) written with any spacing or case: one BatchGet of the
 * three keys, then the record an identifier names.
 */
export const findClient = async (structureId: string, idOrIdentifier: string): Promise<ClientRecord | undefined> => {
  const identifier = idOrIdentifier.replace(/\s+/g, '').toUpperCase();
  const items = await table.batchGet([
    clientKey(structureId, idOrIdentifier),
    identifierKey(structureId, 'CIN', identifier),
    identifierKey(structureId, 'RC', identifier),
  ]);
  const record = items.find((item) => item.sk === 'META');
  if (record) return fromClientItem(record);
  const claim = items.find((item) => item.sk !== 'META');
  return claim && getClient(structureId, claim.idClient as string);
};
