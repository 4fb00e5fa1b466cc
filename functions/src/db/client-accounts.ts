import { table, type TransactItem } from '../adapters/table';
import { clientDossierKey } from './dossier-parties';
import { clientKey, markClient, type ClientRecord } from './clients';
import { claimEmail } from './email-registry';
import { firmPk, sortKeyPrefix } from './keys';
import { createUser, emailEntryOf, userCreationUndo, type User } from './users';

/**
 * A client account's client records: `T#{sid}#U#{userId}` / `CLIENT#{clientId}`. A CLT user sees
 * the dossiers in which one of these records is a client. Usually one record; a person who also
 * represents a company may have two.
 */
export const accountPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}`;
export const accountLinkKey = (structureId: string, userId: string, clientId: string) => ({
  pk: accountPk(structureId, userId),
  sk: `CLIENT#${clientId}`,
});

const linkAccount = (structureId: string, userId: string, clientId: string): TransactItem => ({
  Put: { Item: { ...accountLinkKey(structureId, userId, clientId), type: 'CLIENT_ACCOUNT', idUtilisateur: userId, idClient: clientId } },
});

/** An existing client account of the firm for one more of its client records (the record must exist). */
export const linkClientAccount = (structureId: string, userId: string, client: ClientRecord): TransactItem[] => [
  linkAccount(structureId, userId, client.idClient),
  markClient(structureId, client, userId),
];

/**
 * A new client account (a CLT user) for a client record: the email claimed across the product, the
 * user record, the link, the record's account. Fails if the email or the user exists.
 */
export const openClientAccount = (structureId: string, user: User, client: ClientRecord): TransactItem[] => [
  claimEmail(emailEntryOf(user)),
  createUser(user),
  ...linkClientAccount(structureId, user.idUtilisateur, client),
];

/** Undoes `openClientAccount` (its invitation failed): the record stays, without account. */
export const closeClientAccount = (structureId: string, user: User, clientId: string): TransactItem[] => [
  ...userCreationUndo(user),
  { Delete: { Key: accountLinkKey(structureId, user.idUtilisateur, clientId) } },
  { Update: { Key: clientKey(structureId, clientId), UpdateExpression: 'REMOVE idUtilisateur' } },
];

export const accountClientIds = async (structureId: string, userId: string): Promise<string[]> => {
  const { items } = await table.query({
    ...sortKeyPrefix(accountPk(structureId, userId), 'CLIENT#'),
  });
  return items.map((item) => item.idClient as string);
};

/** The client record through which a client account is a client of the dossier, if any. One Query and one BatchGet. */
export const accountClientOfDossier = async (structureId: string, userId: string, dossierId: string): Promise<string | undefined> => {
  const clientIds = await accountClientIds(structureId, userId);
  if (!clientIds.length) return undefined;
  const links = await table.batchGet(clientIds.map((id) => clientDossierKey(structureId, id, dossierId)));
  return links.find((link) => link.role === 'CLIENT')?.idClient as string | undefined;
};

/** May this client account see the dossier: is one of its client records a client of it? */
export const isClientOfDossier = async (structureId: string, userId: string, dossierId: string): Promise<boolean> =>
  (await accountClientOfDossier(structureId, userId, dossierId)) !== undefined;
