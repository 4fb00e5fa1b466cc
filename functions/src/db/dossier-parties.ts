import { table, type Item, type TransactItem } from '../adapters/table';
import { clientPk } from './clients';
import { dossierPk } from './dossiers';
import { sortKeyPrefix } from './keys';

/**
 * A party's place in a dossier, written twice in the same transaction: in the dossier's partition
 * (`PARTY#{clientId}`: the dossier's parties) and in the client's (`D#{dossierId}`: the client's
 * dossiers, both sides, for the Client screen, the client portal and conflict checks). A record
 * is in a dossier at most once, on one side.
 */
export type PartyRole = 'CLIENT' | 'ADVERSAIRE';
export type PartyLink = { idDossier: string; idClient: string; role: PartyRole; idStatutClient: 'PLG' | 'ACS'; addedAt: string };

export const partyKey = (structureId: string, dossierId: string, clientId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `PARTY#${clientId}`,
});
export const clientDossierKey = (structureId: string, clientId: string, dossierId: string) => ({
  pk: clientPk(structureId, clientId),
  sk: `D#${dossierId}`,
});

const fromLink = (item: Item): PartyLink => ({
  idDossier: item.idDossier as string,
  idClient: item.idClient as string,
  role: item.role as PartyRole,
  idStatutClient: item.idStatutClient as PartyLink['idStatutClient'],
  addedAt: item.addedAt as string,
});

/** Both halves of a new link; fails when the record is already in the dossier. */
export const linkParty = (structureId: string, link: PartyLink): TransactItem[] => [
  {
    Put: {
      Item: { ...partyKey(structureId, link.idDossier, link.idClient), type: 'DOSSIER_PARTY', ...link },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  { Put: { Item: { ...clientDossierKey(structureId, link.idClient, link.idDossier), type: 'CLIENT_DOSSIER', ...link } } },
];

/** Both halves of an existing link on its side; fails when the record is not there on that side. */
export const unlinkParty = (structureId: string, link: Pick<PartyLink, 'idDossier' | 'idClient' | 'role'>): TransactItem[] => [
  {
    Delete: {
      Key: partyKey(structureId, link.idDossier, link.idClient),
      ConditionExpression: '#role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': link.role },
    },
  },
  { Delete: { Key: clientDossierKey(structureId, link.idClient, link.idDossier) } },
];

/**
 * The dossier's parties, read consistently: the detail answers a change just made, and a change of
 * the parties computes the clients' names from them.
 */
export const dossierParties = async (structureId: string, dossierId: string): Promise<PartyLink[]> => {
  const { items } = await table.query({
    ...sortKeyPrefix(dossierPk(structureId, dossierId), 'PARTY#'),
    ConsistentRead: true,
  });
  return items.map(fromLink);
};

/** Every dossier a record is in, on either side. */
export const clientDossiers = async (structureId: string, clientId: string): Promise<PartyLink[]> => {
  return (
    await table.queryAll({
      ...sortKeyPrefix(clientPk(structureId, clientId), 'D#'),
    })
  ).map(fromLink);
};
