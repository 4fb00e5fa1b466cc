import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendCourtSyncMessages, useLocalQueue, type CourtSyncMessage } from '../../functions/src/adapters/queue';

const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.eu-west-3.amazonaws.com/123456789012/court-sync';
const messages = (n: number): CourtSyncMessage[] => Array.from({ length: n }, (_, i) => ({ structureId: 'F1', dossierId: `D${i}` }));

describe('the court-sync queue', () => {
  beforeEach(() => {
    sqs.reset();
    useLocalQueue('court-sync', undefined);
    process.env.COURT_SYNC_QUEUE_URL = QUEUE_URL;
  });
  afterEach(() => {
    delete process.env.COURT_SYNC_QUEUE_URL;
  });

  it("sends to the cloud's queue in batches of 10, through the SQS client loaded on the first send", async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    await sendCourtSyncMessages(messages(23));
    const batches = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);
    expect(batches.map((batch) => batch.Entries?.length)).toEqual([10, 10, 3]);
    expect(batches.every((batch) => batch.QueueUrl === QUEUE_URL)).toBe(true);
    expect(JSON.parse(batches[2]!.Entries![2]!.MessageBody!)).toEqual({ structureId: 'F1', dossierId: 'D22' });
  });

  it('fails when the queue refuses a message, saying how many', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolves({ Successful: [], Failed: [{ Id: '1', SenderFault: true, Code: 'Invalid', Message: 'too big' }] });
    await expect(sendCourtSyncMessages(messages(2))).rejects.toThrow('court-sync queue refused 1 messages: too big');
  });

  it("feeds the local stack's queue without SQS when no queue URL is set", async () => {
    delete process.env.COURT_SYNC_QUEUE_URL;
    const received: CourtSyncMessage[] = [];
    useLocalQueue('court-sync', async (batch) => void received.push(...batch));
    await sendCourtSyncMessages(messages(3));
    expect(received.map((m) => m.dossierId)).toEqual(['D0', 'D1', 'D2']);
    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });
});
