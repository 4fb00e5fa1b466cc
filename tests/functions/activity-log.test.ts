import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../functions/src/adapters/clock';
import { activityPage } from '../../functions/src/db/activity-log';
import { activityEntry, recordActivity, twoFactorChanged } from '../../functions/src/services/activity-log';
import { setTestEnv } from './support/env';

/**
 * The activity log's items and reads, below the routes: the two-factor event (whose routes another
 * feature builds) is an entry like the others; keys, indexes and expiry; a person and a kind read
 * the person's index until a page is full.
 */
const dynamo = mockClient(DynamoDBDocumentClient);
const origin = { structureId: 'F1', userId: 'U1', userName: 'Youssef Benali', role: 'ADMIN', ip: '196.12.1.4' };

beforeAll(() => setTestEnv());
beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
});

describe('recording', () => {
  it("writes a two-factor change as a new item of the firm's log, indexed by person and kind, expiring after a year", () => {
    const at = '2026-04-15T09:01:07.000Z';
    const now = clock.now;
    clock.now = () => new Date(at);
    try {
      const write = activityEntry(origin, twoFactorChanged('firm_required'));
      if (!('Put' in write)) throw new Error('an entry is a Put');
      const item = write.Put.Item!;
      expect(write.Put.ConditionExpression).toBe('attribute_not_exists(pk)');
      expect(item).toMatchObject({
        pk: 'T#F1#ACTIVITY',
        sk: expect.stringMatching(/^2026-04-15T09:01:07\.000Z#[0-9A-HJKMNP-TV-Z]{26}$/),
        gsi1pk: 'T#F1#ACTIVITY#U#U1',
        gsi2pk: 'T#F1#ACTIVITY#K#TWO_FACTOR_CHANGED',
        kind: 'TWO_FACTOR_CHANGED',
        precisions: ['firm_required'],
        userName: 'Youssef Benali',
        ip: '196.12.1.4',
        ttl: Date.parse(at) / 1000 + 365 * 24 * 3600,
      });
      expect(item.gsi1sk).toBe(item.sk);
      expect(item.gsi2sk).toBe(item.sk);
    } finally {
      clock.now = now;
    }
  });

  it('puts an event without a person outside the person index', async () => {
    await recordActivity({ structureId: 'F1' }, { kind: 'SIGN_IN' });
    const item = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.gsi1pk).toBeUndefined();
    expect(item.gsi2pk).toBe('T#F1#ACTIVITY#K#SIGN_IN');
  });
});

describe('reading', () => {
  const stored = (n: number, kind: string) => ({
    pk: 'T#F1#ACTIVITY',
    sk: `2026-04-15T09:00:${String(n).padStart(2, '0')}.000Z#01J00000000000000000000${String(n).padStart(3, '0')}`,
    id: `E${n}`,
    kind,
    at: '2026-04-15T09:00:00.000Z',
    precisions: [],
  });

  it('reads the person index with the kind as a filter, page after page, until it holds the page and one more', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [stored(9, 'SIGN_IN_FAILED')], LastEvaluatedKey: { pk: 'x', sk: 'y' } })
      .resolvesOnce({ Items: [stored(8, 'SIGN_IN_FAILED'), stored(7, 'SIGN_IN_FAILED')] });
    const page = await activityPage('F1', { userId: 'U1', kind: 'SIGN_IN_FAILED', from: '2026-04-14T23:00:00.000Z' }, 2);
    expect(page.entries.map((entry) => entry.id)).toEqual(['E9', 'E8']);
    expect(page.next).toBe(stored(8, '').sk);
    const [first, second] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      FilterExpression: '#kind = :kind',
      ExpressionAttributeValues: {
        ':pk': 'T#F1#ACTIVITY#U#U1',
        ':kind': 'SIGN_IN_FAILED',
        ':from': '2026-04-14T23:00:00.000Z',
        ':to': '~',
      },
      ScanIndexForward: false,
    });
    expect(second!.ExclusiveStartKey).toEqual({ pk: 'x', sk: 'y' });
  });

  it('reads one kind from its index, and the whole log from the firm partition, starting after the cursor', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await activityPage('F1', { kind: 'SIGN_IN' }, 20, 'C');
    await activityPage('F1', {}, 20, 'C');
    const [kind, all] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(kind).toMatchObject({
      IndexName: 'gsi2',
      Limit: 21,
      ExclusiveStartKey: { pk: 'T#F1#ACTIVITY', sk: 'C', gsi2pk: 'T#F1#ACTIVITY#K#SIGN_IN', gsi2sk: 'C' },
    });
    expect(kind!.FilterExpression).toBeUndefined();
    expect(all).toMatchObject({ ConsistentRead: true, Limit: 21, ExclusiveStartKey: { pk: 'T#F1#ACTIVITY', sk: 'C' } });
    expect(all!.IndexName).toBeUndefined();
  });
});
