import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../../functions/src/adapters/clock';
import { handler } from '../../functions/src/jobs/outbox';
import { deliverMail, retryDelayMs } from '../../functions/src/services/outbox';
import { setTestEnv } from './support/env';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const NOW = new Date('2026-11-22T10:00:00.000Z');
const mail = { to: 'salma@example.ma', subject: 'Invitation', text: 'hello', html: '<p>hello</p>' };
const claimed = {
  pk: 'T#F1#OUTBOX',
  sk: '01JDUE',
  structureId: 'F1',
  state: 'PENDING',
  createdAt: NOW.toISOString(),
  dueAt: NOW.toISOString(),
  attempts: 1,
  to: mail.to,
  subject: mail.subject,
  mail,
  lease: '2026-11-22T10:05:00.000Z',
};
const updates = () => dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
const conditionFailed = () => Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' });

beforeAll(setTestEnv);
beforeEach(() => {
  dynamo.reset();
  ses.reset();
  // The firm the email is sent from, by name.
  dynamo.on(GetCommand, { Key: { pk: 'T#F1', sk: 'FIRM' } }).resolves({ Item: { idStructure: 'F1', nom: 'Cabinet Tazi & Associés' } });
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  process.env.OUTBOX_RETRY_BASE_MS = '1000';
  // The cloud's maximum and lease (a stack's environment, read by another file in this worker, may have set the local ones).
  delete process.env.OUTBOX_RETRY_MAX_MS;
  delete process.env.OUTBOX_LEASE_MS;
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.OUTBOX_RETRY_BASE_MS;
  delete process.env.OUTBOX_RETRY_MAX_MS;
});

describe('the outbox worker', () => {
  it('claims a due item with a lease, sends it once and records the delivery only while it holds the claim', async () => {
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    expect(await deliverMail({ structureId: 'F1', id: '01JDUE' })).toBe('sent');

    const [claim, sent] = updates();
    expect(claim!.ConditionExpression).toBe('#state = :pending AND dueAt <= :now AND (attribute_not_exists(lease) OR lease < :now)');
    expect(claim!.ExpressionAttributeValues![':until']).toBe('2026-11-22T10:05:00.000Z');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination!.ToAddresses).toEqual(['salma@example.ma']);
    const from = `=?UTF-8?B?${Buffer.from('Cabinet Tazi & Associés').toString('base64')}?= <no-reply@test.ma>`;
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.FromEmailAddress).toBe(from);
    expect(sent!.ConditionExpression).toBe('lease = :lease');
    expect(sent!.ExpressionAttributeValues).toMatchObject({ ':lease': claimed.lease, ':mid': 'ses-1', ':sent': 'SENT' });
    // the content (its links hold single-use tokens) goes, and the item leaves the due index
    expect(sent!.UpdateExpression).toMatch(/REMOVE mail, lease, gsi1pk, gsi1sk/);
  });

  it('records a delivery again when the table fails at that moment, rather than leave it to be sent twice', async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: claimed })
      .rejectsOnce(Object.assign(new Error('busy'), { name: 'ProvisionedThroughputExceededException' }))
      .resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-4' });
    expect(await deliverMail({ structureId: 'F1', id: '01JDUE' })).toBe('sent');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(
      updates()
        .slice(1)
        .map((u) => u.ExpressionAttributeValues![':mid']),
    ).toEqual(['ses-4', 'ses-4']);
  });

  it('keeps recording a delivery through a long table failure while its claim holds, rather than leave it to be sent twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const unavailable = Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
    const calls = dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed });
    for (let n = 0; n < 12; n++) calls.rejectsOnce(unavailable);
    calls.resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-5' });
    const delivery = deliverMail({ structureId: 'F1', id: '01JDUE' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await delivery).toBe('sent');
    vi.useRealTimers();
    // twelve failed tries over about 20 s (the lease holds 5 minutes), then the recording
    expect(updates().slice(1)).toHaveLength(13);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('records a delivery whose send took most of the lease, through a moment of table failure after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], now: NOW });
    vi.spyOn(clock, 'now').mockImplementation(() => new Date());
    process.env.OUTBOX_LEASE_MS = '4000';
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { ...claimed, lease: '2026-11-22T10:00:04.000Z' } })
      .rejectsOnce(Object.assign(new Error('busy'), { name: 'ProvisionedThroughputExceededException' }))
      .resolves({});
    ses.on(SendEmailCommand).callsFake(() => new Promise((resolve) => setTimeout(() => resolve({ MessageId: 'ses-7' }), 3_900)));
    const delivery = deliverMail({ structureId: 'F1', id: '01JDUE' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await delivery).toBe('sent');
    vi.useRealTimers();
    expect(
      updates()
        .slice(1)
        .map((u) => u.ExpressionAttributeValues![':mid']),
    ).toEqual(['ses-7', 'ses-7']);
  });

  it('keeps recording past its lease through a longer table failure, throws what trying again cannot change, and never tries again once the claim is lost', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    process.env.OUTBOX_LEASE_MS = '4000';
    const unavailable = Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
    const calls = dynamo.on(UpdateCommand).resolvesOnce({ Attributes: { ...claimed, lease: '2026-11-22T10:00:04.000Z' } });
    for (let n = 0; n < 30; n++) calls.rejectsOnce(unavailable);
    calls.resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-6' });
    const delivery = deliverMail({ structureId: 'F1', id: '01JDUE' });
    // thirty failed tries (about a minute: fifteen leases) before the table answers again
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await delivery).toBe('sent');
    expect(updates().slice(1)).toHaveLength(31);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);

    dynamo.reset();
    dynamo.on(GetCommand).resolves({ Item: { idStructure: 'F1', nom: 'Cabinet' } });
    const invalid = Object.assign(new Error('bad'), { name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).rejects(invalid);
    const refused = deliverMail({ structureId: 'F1', id: '01JDUE' }).catch((error: Error) => error.name);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await refused).toBe('ValidationException');
    expect(updates()).toHaveLength(2);

    dynamo.reset();
    dynamo.on(GetCommand).resolves({ Item: { idStructure: 'F1', nom: 'Cabinet' } });
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).rejects(conditionFailed());
    const lost = deliverMail({ structureId: 'F1', id: '01JDUE' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await lost).toBe('sent');
    vi.useRealTimers();
    expect(updates()).toHaveLength(2);
  });

  it('sends nothing when another worker holds the item or it was sent already', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());
    expect(await deliverMail({ structureId: 'F1', id: '01JDUE' })).toBe('skipped');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(updates()).toHaveLength(1);
  });

  it('keeps a failed email and makes it due again after a backoff that doubles at each attempt', async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: { ...claimed, attempts: 3 } })
      .resolves({});
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('mail down'), { name: 'ServiceUnavailable' }));
    expect(await deliverMail({ structureId: 'F1', id: '01JDUE' })).toBe('failed');
    const [, failed] = updates();
    expect(failed!.ConditionExpression).toBe('lease = :lease');
    expect(failed!.ExpressionAttributeValues![':due']).toBe('2026-11-22T10:00:04.000Z');
    expect(failed!.ExpressionAttributeValues![':sk']).toBe('2026-11-22T10:00:04.000Z#F1#01JDUE');
    expect(failed!.ExpressionAttributeValues![':error']).toBe('ServiceUnavailable: mail down');
    expect(failed!.UpdateExpression).not.toMatch(/mail/);
  });

  it('records a failed send through a moment of table failure, so the item does not wait for its lease to end', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' });
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).rejectsOnce(throttled).resolves({});
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('mail down'), { name: 'ServiceUnavailable' }));
    expect(await deliverMail({ structureId: 'F1', id: '01JDUE' })).toBe('failed');
    const [, refused, recorded] = updates();
    expect(recorded).toEqual(refused);
    expect(recorded!.ExpressionAttributeValues![':error']).toBe('ServiceUnavailable: mail down');
  });

  it('holds an item for the lease set for the stack (the local one: 15 s)', async () => {
    process.env.OUTBOX_LEASE_MS = '15000';
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    await deliverMail({ structureId: 'F1', id: '01JDUE' });
    expect(updates()[0]!.ExpressionAttributeValues![':until']).toBe('2026-11-22T10:00:15.000Z');
  });

  it('waits the base, then twice as long each time, never more than an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('never waits more than the maximum set for the stack (the local one: 10 s)', () => {
    process.env.OUTBOX_RETRY_MAX_MS = '10000';
    expect([4, 5, 30].map(retryDelayMs)).toEqual([8000, 10_000, 10_000]);
  });

  it('delivers the outbox items a stream batch inserts and ignores every other record', async () => {
    dynamo.on(UpdateCommand).resolvesOnce({ Attributes: claimed }).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-2' });
    const record = (eventName: 'INSERT' | 'MODIFY', pk: string) => ({
      eventName,
      dynamodb: { Keys: { pk: { S: pk }, sk: { S: '01JDUE' } } },
    });
    const counts = await handler({
      Records: [record('INSERT', 'T#F1#OUTBOX'), record('MODIFY', 'T#F1#OUTBOX'), record('INSERT', 'T#F1#D#X')],
    } as never);
    expect(counts).toEqual({ sent: 1, failed: 0, skipped: 0 });
    expect(updates()[0]!.Key).toEqual({ pk: 'T#F1#OUTBOX', sk: '01JDUE' });
  });

  it('sweeps the due index page after page from where the last ended, so held items at its head hide nothing, and reports the outbox age', async () => {
    const held = { pk: 'T#F1#OUTBOX', sk: '01JHELD', structureId: 'F1' };
    const heldPosition = { ...held, gsi1pk: 'OUTBOX#DUE', gsi1sk: `${NOW.toISOString()}#F1#01JHELD` };
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [held], LastEvaluatedKey: heldPosition })
      .resolvesOnce({ Items: [{ pk: 'T#F1#OUTBOX', sk: '01JDUE', structureId: 'F1' }] })
      .resolves({ Items: [{ createdAt: '2026-11-22T09:59:00.000Z' }] });
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { Key: { pk: 'T#F1#OUTBOX', sk: '01JHELD' } }).rejects(conditionFailed());
    dynamo.on(UpdateCommand, { Key: { pk: 'T#F1#OUTBOX', sk: '01JDUE' }, ReturnValues: 'ALL_NEW' }).resolves({ Attributes: claimed });
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-3' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    process.env.LOG_LEVEL = 'info';
    try {
      expect(await handler()).toEqual({ sent: 1, failed: 0, skipped: 1 });
    } finally {
      process.env.LOG_LEVEL = 'silent';
    }
    const [first, second] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':due': 'OUTBOX#DUE', ':now': '2026-11-22T10:00:00.000Z~' },
    });
    expect(first!.ExclusiveStartKey).toBeUndefined();
    expect(second!.ExclusiveStartKey).toEqual(heldPosition);
    const line = JSON.parse(String(log.mock.calls.at(-1)![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ msg: 'outbox: sweep', OutboxAgeSeconds: 60 });
  });

  it('ends a sweep that meets a table failure only once every delivery of its page has ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'], now: NOW });
    const unavailable = Object.assign(new Error('down'), { name: 'ServiceUnavailable' });
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'T#F1#OUTBOX', sk: '01JDUE', structureId: 'F1' },
        { pk: 'T#F1#OUTBOX', sk: '01JDOWN', structureId: 'F1' },
      ],
    });
    dynamo.on(UpdateCommand, { Key: { pk: 'T#F1#OUTBOX', sk: '01JDOWN' } }).rejects(unavailable);
    // the other item's claim, then its recording fails for 5 s
    const recordings = dynamo.on(UpdateCommand, { Key: { pk: 'T#F1#OUTBOX', sk: '01JDUE' } }).resolvesOnce({ Attributes: claimed });
    for (let n = 0; n < 4; n++) recordings.rejectsOnce(unavailable);
    recordings.resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-8' });
    let ended = false;
    const sweep = handler().then(
      () => 'ended without the failure',
      (error: Error) => {
        ended = true;
        return error.name;
      },
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await sweep).toBe('ServiceUnavailable');
    vi.useRealTimers();
    const recorded = updates().filter((update) => update.ExpressionAttributeValues?.[':mid'] === 'ses-8');
    expect(recorded).toHaveLength(5);
  });
});
