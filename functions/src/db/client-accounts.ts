import { table, type TransactItem } from '../adapters/table';
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
