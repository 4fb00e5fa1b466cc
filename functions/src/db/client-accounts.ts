import { table, type TransactItem } from '../adapters/table';
import { clientDossierKey } from './dossier-parties';
import { firmPk } from './keys';

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

export const linkAccount = (structureId: string, userId: string, clientId: string): TransactItem => ({
  Put: { Item: { ...accountLinkKey(structureId, userId, clientId), type: 'CLIENT_ACCOUNT', idUtilisateur: userId, idClient: clientId } },
});

export const accountClientIds = async (structureId: string, userId: string): Promise<string[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': accountPk(structureId, userId), ':prefix': 'CLIENT#' },
  });
  return items.map((item) => item.idClient as string);
};

/** May this client account see the dossier: is one of its client records a client of it? One Query and one BatchGet. */
export const isClientOfDossier = async (structureId: string, userId: string, dossierId: string): Promise<boolean> => {
  const clientIds = await accountClientIds(structureId, userId);
  if (!clientIds.length) return false;
  const links = await table.batchGet(clientIds.map((id) => clientDossierKey(structureId, id, dossierId)));
  return links.some((link) => link.role === 'CLIENT');
};
