import type { SQSEvent } from 'aws-lambda';
import { useLocalQueue, type CourtSyncMessage } from '@mizan/functions/adapters/queue';

/**
 * The local court-sync queue, in place of SQS (no maintained SQS emulator exists): messages the
 * planner sends are handed to the same worker handler as the cloud's, in SQS-shaped batches of 10,
 * two batches at a time (the cloud's maximum concurrency). A message the worker reports failed is
 * delivered again after the others, at most 3 times, then kept as a dead letter. Sending resolves
 * once every message is handled, so a job run ends when its syncs have.
 */
const BATCH = 10;
const CONCURRENCY = 2;
const MAX_RECEIVES = 3;

type Entry = { message: CourtSyncMessage; id: string; receives: number };

export type LocalQueue = { deadLetters: CourtSyncMessage[]; stop: () => void };

export const startLocalQueue = (log: (line: string) => void = () => undefined): LocalQueue => {
  const deadLetters: CourtSyncMessage[] = [];
  let counter = 0;
  const deliver = async (batch: Entry[]): Promise<Entry[]> => {
    const { handler } = await import('@mizan/functions/jobs/court-sync-worker');
    const event = {
      Records: batch.map((entry) => ({
        messageId: entry.id,
        receiptHandle: entry.id,
        body: JSON.stringify(entry.message),
        attributes: { ApproximateReceiveCount: String(entry.receives + 1) },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-west-3:000000000000:mizan-court-sync',
        awsRegion: 'eu-west-3',
      })),
    } as unknown as SQSEvent;
    const { batchItemFailures } = await handler(event);
    const failed = new Set(batchItemFailures.map((f) => f.itemIdentifier));
    return batch.filter((entry) => failed.has(entry.id));
  };
  useLocalQueue(async (messages) => {
    let pending: Entry[] = messages.map((message) => ({ message, id: `local-${++counter}`, receives: 0 }));
    while (pending.length) {
      const again: Entry[] = [];
      const lanes = Array.from({ length: CONCURRENCY }, async () => {
        for (let batch = pending.splice(0, BATCH); batch.length; batch = pending.splice(0, BATCH))
          for (const entry of await deliver(batch)) {
            entry.receives++;
            if (entry.receives < MAX_RECEIVES) again.push(entry);
            else {
              deadLetters.push(entry.message);
              log(`court-sync queue: ${entry.message.dossierId} failed ${MAX_RECEIVES} times, kept as a dead letter`);
            }
          }
      });
      await Promise.all(lanes);
      pending = again;
    }
  });
  return { deadLetters, stop: () => useLocalQueue(undefined) };
};
