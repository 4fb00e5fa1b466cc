import type { Language } from '@mizan/shared/roles';
import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/** The editable kinds of reference data; statuses and courts are fixed (static only). */
export type ReferenceKind = 'dossierType' | 'deadlineType' | 'expenseType';

export type StoredTranslation = { langue: Language; valeur: string; actif: boolean };
export type StoredNextAction = { IdChild: string; delais: number };

/**
 * A firm's reference type, one item per (firm, kind, identifier). Two flavours share the key:
 * - a *custom* type (`global: false`): the firm's own, with every field;
 * - an *override* of a built-in type (`global: true`): only the fields the firm changed
 *   (label, actif, traductions, deadline fields), laid over the static definition on read.
 * Both carry `usage`, the number of firm records (dossiers, deadlines, expenses) that use the
 * type, kept by the writers of those records through `usageUpdate` in the same transaction.
 */
export type ReferenceTypeRecord = {
  kind: ReferenceKind;
  id: string;
  global: boolean;
  label?: string;
  actif?: boolean;
  traductions?: StoredTranslation[];
  isauto?: boolean;
  delai?: number;
  nextActions?: StoredNextAction[];
  usage?: number;
  updatedAt?: string;
};

/** The fields an admin edits. */
export type ReferenceTypeFields = Pick<ReferenceTypeRecord, 'label' | 'actif' | 'traductions' | 'isauto' | 'delai' | 'nextActions'>;

const SK = 'REFTYPE#';
export const referenceTypeKey = (structureId: string, kind: ReferenceKind, id: string) => ({
  pk: firmPk(structureId),
  sk: `${SK}${kind}#${id}`,
});

const toItem = (structureId: string, record: ReferenceTypeRecord): Item => ({
  ...referenceTypeKey(structureId, record.kind, record.id),
  type: 'REFTYPE',
  ...record,
});
const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...record }: Item): ReferenceTypeRecord => record as unknown as ReferenceTypeRecord;

/** A firm's items of one kind, or of every kind: Query on the firm's partition, sk prefix. */
export const listReferenceTypes = async (structureId: string, kind?: ReferenceKind): Promise<ReferenceTypeRecord[]> => {
  return (
    await table.queryAll({
      ...sortKeyPrefix(firmPk(structureId), kind ? `${SK}${kind}#` : SK),
    })
  ).map(fromItem);
};

export const getReferenceType = async (structureId: string, kind: ReferenceKind, id: string) => {
  const item = await table.get(referenceTypeKey(structureId, kind, id));
  return item && fromItem(item);
};

/** Creates a custom type; fails on the condition if the identifier is taken in this firm. */
export const createReferenceType = (structureId: string, record: ReferenceTypeRecord): TransactItem => ({
  Put: { Item: toItem(structureId, { ...record, usage: 0 }), ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Sets the edited fields of a type, keeping its usage count. A custom type must exist; an
 * override of a built-in type is created on its first edit.
 */
export const saveReferenceType = (
  structureId: string,
  kind: ReferenceKind,
  id: string,
  global: boolean,
  fields: ReferenceTypeFields & { updatedAt: string },
): TransactItem => {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name]));
  const values = Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value]));
  return {
    Update: {
      Key: referenceTypeKey(structureId, kind, id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :f${i}`).join(', ')}, #kind = :kind, #id = :id, #global = :global, #type = :type`,
      ConditionExpression: global ? undefined : 'attribute_exists(pk)',
      ExpressionAttributeNames: { ...names, '#kind': 'kind', '#id': 'id', '#global': 'global', '#type': 'type' },
      ExpressionAttributeValues: { ...values, ':kind': kind, ':id': id, ':global': global, ':type': 'REFTYPE' },
    },
  };
};

/** Deletes a custom type only while nothing uses it (the condition fails otherwise). */
export const deleteUnusedReferenceType = (structureId: string, kind: ReferenceKind, id: string): TransactItem => ({
  Delete: {
    Key: referenceTypeKey(structureId, kind, id),
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#usage) OR #usage <= :zero)',
    ExpressionAttributeNames: { '#usage': 'usage' },
    ExpressionAttributeValues: { ':zero': 0 },
  },
});

/**
 * Adds `delta` to a type's usage count. Adding use requires the type to be active, and a custom
 * type to exist, so a record can never take up a deleted or deactivated type; releasing use
 * (`delta < 0`) has no condition beyond existence for custom types.
 */
export const usageUpdate = (structureId: string, kind: ReferenceKind, id: string, global: boolean, delta: number): TransactItem => {
  const conditions = [
    ...(global ? [] : ['attribute_exists(pk)']),
    ...(delta > 0 ? ['(attribute_not_exists(#actif) OR #actif = :true)'] : []),
  ];
  return {
    Update: {
      Key: referenceTypeKey(structureId, kind, id),
      UpdateExpression: 'ADD #usage :delta SET #kind = :kind, #id = :id, #global = :global, #type = :type',
      ConditionExpression: conditions.length ? conditions.join(' AND ') : undefined,
      ExpressionAttributeNames: {
        '#usage': 'usage',
        '#kind': 'kind',
        '#id': 'id',
        '#global': 'global',
        '#type': 'type',
        ...(delta > 0 ? { '#actif': 'actif' } : {}),
      },
      ExpressionAttributeValues: {
        ':delta': delta,
        ':kind': kind,
        ':id': id,
        ':global': global,
        ':type': 'REFTYPE',
        ...(delta > 0 ? { ':true': true } : {}),
      },
    },
  };
};

/**
 * The version of a firm's deadline-type chains. Every write of a deadline type's chain bumps it
 * on the condition that it is still the version read before the loop check, so two concurrent
 * edits cannot together close a loop that neither saw.
 */
export const chainVersionKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'REFCHAIN#deadlineType' });

export const getChainVersion = async (structureId: string): Promise<number> =>
  ((await table.get(chainVersionKey(structureId)))?.version as number | undefined) ?? 0;

export const bumpChainVersion = (structureId: string, seen: number): TransactItem => ({
  Update: {
    Key: chainVersionKey(structureId),
    UpdateExpression: 'SET #version = :next, #type = :type',
    ConditionExpression: seen === 0 ? 'attribute_not_exists(#version) OR #version = :seen' : '#version = :seen',
    ExpressionAttributeNames: { '#version': 'version', '#type': 'type' },
    ExpressionAttributeValues: { ':next': seen + 1, ':seen': seen, ':type': 'REFCHAIN' },
  },
});
