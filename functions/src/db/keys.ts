import { ulid } from 'ulid';

/**
 * Key builders. Every key of firm data begins with `T#{structureId}`, and the structure id always
 * comes from the verified token, so a handler cannot form another firm's key.
 */
export const firmPk = (structureId: string) => `T#${structureId}`;
/** A new id: a ULID, which sorts by its time (now, or `at` for a record dated in the past). */
export const newId = (at?: Date) => ulid(at?.getTime());
/** An id as newId writes it: page cursors name ids, checked with this before they become keys. */
export const ID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';
export const isId = (value: string) => new RegExp(`^${ID_PATTERN}$`).test(value);

/**
 * The highest code point, a noncharacter that text does not hold: it bounds every key that starts
 * with a prefix (only a key with it right after the prefix would fall outside).
 */
const HIGHEST = '\u{10FFFF}';
/**
 * The key condition of the items of `pk` whose sort key starts with `prefix`, written as the range
 * from `prefix` to `prefix` + U+10FFFF rather than `begins_with`: DynamoDB reads the same items at
 * the same cost either way (keys compare by their UTF-8 bytes, which keep code point order), while
 * DynamoDB Local answers `begins_with` by testing every item of the partition and a range by its index,
 * so that a read on the local stack, too, costs what it returns rather than the partition's size.
 */
export const sortKeyPrefix = (pk: string, prefix: string) =>
  prefix
    ? {
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': pk, ':from': prefix, ':to': `${prefix}${HIGHEST}` },
      }
    : // every key starts with nothing (and DynamoDB refuses an empty key value)
      { KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } };
