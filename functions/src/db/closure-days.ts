import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/** A day the firm is closed (besides weekends and public holidays): deadlines skip it. */
export type ClosureDay = { date: string; motif: string };

const SK = 'CLOSURE#';
export const closureDayKey = (structureId: string, date: string) => ({ pk: firmPk(structureId), sk: `${SK}${date}` });

const toItem = (structureId: string, day: ClosureDay): Item => ({ ...closureDayKey(structureId, day.date), type: 'CLOSURE', ...day });

/** The firm's closure days in date order (Query on the firm's partition, sk prefix). */
export const listClosureDays = async (structureId: string): Promise<ClosureDay[]> => {
  return (
    await table.queryAll({
      ...sortKeyPrefix(firmPk(structureId), SK),
    })
  ).map(({ date, motif }) => ({ date: date as string, motif: (motif as string | undefined) ?? '' }));
};

/** Adds a closure day; fails on the condition if the firm already has that date. */
export const addClosureDay = (structureId: string, day: ClosureDay): TransactItem => ({
  Put: { Item: toItem(structureId, day), ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Removes a closure day; fails on the condition if the firm has no such date. */
export const removeClosureDay = (structureId: string, date: string): TransactItem => ({
  Delete: { Key: closureDayKey(structureId, date), ConditionExpression: 'attribute_exists(pk)' },
});
