import type { PaymentMethod, ProvisionUse } from '@mizan/shared/invoices';
import { table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk, type Author } from './dossiers';
import { sortKeyPrefix } from './keys';

/**
 * Provisions (payments on account received before the work) of a dossier, in its partition
 * `T#{sid}#D#{did}` / `PROVISION#{id}` (ids are ULIDs: the sort key orders them by time). Each keeps
 * what is left of it to deduct (`resteCentimes`); an issue takes what its invoice deducts off it in
 * the transaction, conditional on that much being left, so no centime is deducted twice.
 */
export type Provision = {
  id: string;
  idDossier: string;
  montantCentimes: number;
  resteCentimes: number;
  mode: PaymentMethod;
  date: string;
  reference?: string;
  auteur: Author;
  createdAt: string;
};

const PREFIX = 'PROVISION#';
const provisionKey = (structureId: string, dossierId: string, provisionId: string) => ({
  pk: dossierPk(structureId, dossierId),
  sk: `${PREFIX}${provisionId}`,
});
const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...provision }: Item) => provision as unknown as Provision;

/** A new provision (a Put conditional on its key being new). */
export const putProvision = (structureId: string, provision: Provision): TransactItem => ({
  Put: {
    Item: { ...provisionKey(structureId, provision.idDossier, provision.id), type: 'PROVISION', ...provision },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** A page of the dossier's provisions, newest first (`after`: the id the previous page ended on). */
export const provisionsPage = async (structureId: string, dossierId: string, limit: number, after?: string) => {
  const { items } = await table.query({
    ...sortKeyPrefix(dossierPk(structureId, dossierId), PREFIX),
    ScanIndexForward: false,
    Limit: limit + 1,
    ExclusiveStartKey: after ? provisionKey(structureId, dossierId, after) : undefined,
  });
  const provisions = items.slice(0, limit).map(fromItem);
  return { provisions, last: items.length > limit ? provisions.at(-1)?.id : undefined };
};

/** The dossier's provisions with something left to deduct, oldest first, read consistently. */
export const availableProvisions = async (structureId: string, dossierId: string): Promise<Provision[]> => {
  const range = sortKeyPrefix(dossierPk(structureId, dossierId), PREFIX);
  const items = await table.queryAll({
    ...range,
    FilterExpression: 'resteCentimes > :none',
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ':none': 0 },
    ConsistentRead: true,
  });
  return items.map(fromItem);
};

/** What an invoice deducts taken off a provision, conditional on that much being left of it. */
export const deductProvision = (structureId: string, dossierId: string, use: ProvisionUse): TransactItem => ({
  Update: {
    Key: provisionKey(structureId, dossierId, use.idProvision),
    UpdateExpression: 'SET resteCentimes = resteCentimes - :used',
    ConditionExpression: 'resteCentimes >= :used',
    ExpressionAttributeValues: { ':used': use.montantCentimes },
  },
});

/** What a credit note gives back to a provision its invoice deducted: available again for the dossier's next invoices. */
export const giveBackToProvision = (structureId: string, dossierId: string, use: ProvisionUse): TransactItem => ({
  Update: {
    Key: provisionKey(structureId, dossierId, use.idProvision),
    UpdateExpression: 'SET resteCentimes = resteCentimes + :back',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':back': use.montantCentimes },
  },
});
