import { table, type Item, type ReadOptions, type TransactItem } from '../adapters/table';
import { normaliseText } from './normalise';
import { firmPk } from './keys';

/**
 * A person (PP) or company (PM) the firm deals with, as client or as opposing party: one record
 * per firm, found again by CIN (PP) or RC (PM). Its partition `T#{sid}#C#{clientId}` holds the
 * record (`META`) and its links to dossiers (`D#`, db/dossier-parties.ts).
 * Indexes: gsi1 lists the firm's clients (records that were a client at least once) by type and
 * name; gsi2 finds records by normalised name (conflict-of-interest matching).
 * A record's names and identifier never change and it is never deleted: its search entries are
 * written once, at its creation (and by the re-index, from the record; db/search-index).
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
  raisonSociale?: string;
  representantLegal?: string;
  adresse?: string;
  /** The client's account (type CLIENT, role CLT), once invited. */
  idUtilisateur?: string;
  /** Client in at least one dossier (opposing parties only are not listed as clients). */
  isClient: boolean;
  createdAt: string;
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
  'raisonSociale',
  'representantLegal',
  'adresse',
  'idUtilisateur',
  'isClient',
  'createdAt',
] as const;
const fromClientItem = (item: Item): ClientRecord =>
  Object.fromEntries(RECORD_FIELDS.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) as unknown as ClientRecord;

/** A record as the API answers it (bookkeeping fields left out). */
export const clientView = ({ isClient: _isClient, createdAt: _createdAt, ...client }: ClientRecord) => client;

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
