import { describe, expect, it } from 'vitest';
import { sortKeyPrefix } from '../../functions/src/db/keys';

/** DynamoDB's order of string sort keys: their UTF-8 bytes. */
const between = (key: string, from = '', to = '') =>
  Buffer.compare(Buffer.from(key), Buffer.from(from)) >= 0 && Buffer.compare(Buffer.from(key), Buffer.from(to)) <= 0;

describe('sortKeyPrefix', () => {
  it('is the range of exactly the sort keys that start with the prefix, in UTF-8 byte order', () => {
    const { KeyConditionExpression, ExpressionAttributeValues: values } = sortKeyPrefix('T#F1#IX#al', 'C#alami');
    expect(KeyConditionExpression).toBe('pk = :pk AND sk BETWEEN :from AND :to');
    expect(values[':pk']).toBe('T#F1#IX#al');
    const keys = [
      'C#alami',
      'C#alami#01J0000000000000000000000',
      'C#alamia#01J0000000000000000000000',
      'C#alami\u{FFFF}',
      'C#alami🙂',
      'C#alamiعلمي',
      'C#alam',
      'C#alamj',
      'C#alamh\u{10FFFF}',
      'C2#alami x',
      'D#alami#01J0000000000000000000000',
      'B#alami',
    ];
    const inside = keys.filter((key) => between(key, values[':from'], values[':to']));
    expect(inside).toEqual(keys.filter((key) => key.startsWith('C#alami')));
    expect(inside).toHaveLength(6);
  });

  it('is the whole partition for an empty prefix, which DynamoDB refuses as a key value', () => {
    expect(sortKeyPrefix('T#F1#REF', '')).toEqual({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'T#F1#REF' } });
  });
});
