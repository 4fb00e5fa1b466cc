import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { useLocalQueue, type CourtSyncMessage, type QueueName } from '@mizan/functions/adapters/queue';

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

type Entry<M = CourtSyncMessage> = { message: M; id: string; receives: number };

/** Entries as the SQS event a worker receives from the queue of that name. */
const sqsEvent = (queue: QueueName, batch: readonly Entry<unknown>[]) =>
  ({
    Records: batch.map((entry) => ({
      messageId: entry.id,
      receiptHandle: entry.id,
      body: JSON.stringify(entry.message),
      attributes: { ApproximateReceiveCount: String(entry.receives + 1) },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:eu-west-3:000000000000:mizan-${queue}`,
      awsRegion: 'eu-west-3',
    })),
  }) as unknown as SQSEvent;

export type LocalQueue = { deadLetters: CourtSyncMessage[]; stop: () => void };

export const startLocalQueue = (log: (line: string) => void = () => undefined): LocalQueue => {
  const deadLetters: CourtSyncMessage[] = [];
  let counter = 0;
  const deliver = async (batch: Entry[]): Promise<Entry[]> => {
    const { handler } = await import('@mizan/functions/jobs/court-sync-worker');
    const { batchItemFailures } = await handler(sqsEvent('court-sync', batch));
    const failed = new Set(batchItemFailures.map((f) => f.itemIdentifier));
    return batch.filter((entry) => failed.has(entry.id));
  };
  useLocalQueue('court-sync', async (messages) => {
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
  return { deadLetters, stop: () => useLocalQueue('court-sync', undefined) };
};

/**
 * A local one-job-at-a-time queue, in place of SQS (the firm-export, dossier-import, document-text and report-figures queues): as
 * in the cloud, a send returns at once and the worker runs each job outside the request, one after
 * the other; a job the worker reports failed is delivered again, up to 3 receives (the worker marks
 * it failed on the last). `stop` waits for the job under way.
 */
type JobQueueName = 'firm-export' | 'dossier-import' | 'document-text' | 'report-figures';
const JOB_WORKERS: Record<JobQueueName, () => Promise<{ handler: (event: SQSEvent) => Promise<SQSBatchResponse> }>> = {
  'firm-export': () => import('@mizan/functions/jobs/firm-export'),
  'dossier-import': () => import('@mizan/functions/jobs/dossier-import'),
  'document-text': () => import('@mizan/functions/jobs/document-text'),
  'report-figures': async () => ({ handler: (await import('@mizan/functions/jobs/report-figures')).computeAskedFirms }),
};

/** What each job queue has under way or waiting, for `jobQueuesIdle`. */
const underWay = new Map<JobQueueName, () => Promise<void>>();

/**
 * Resolves once every job queue has run what it was sent so far (and what those jobs sent in turn):
 * the fault suite waits for it before a route, so that a job an earlier route queued (a document's
 * text, an import) does not write while the route is under a fault.
 */
export const jobQueuesIdle = async (): Promise<void> => {
  const pending = [...underWay.values()].map((current) => current());
  await Promise.all(pending);
  // A job sent meanwhile (by a request or by a job) chained itself after them: wait for it too.
  if ([...underWay.values()].some((current, index) => current() !== pending[index])) return jobQueuesIdle();
};

export const startLocalJobQueue = (queue: JobQueueName, log: (line: string) => void = () => undefined) => {
  let counter = 0;
  let running: Promise<void> = Promise.resolve();
  underWay.set(queue, () => running);
  const run = async (entry: Entry<unknown>) => {
    const { handler } = await JOB_WORKERS[queue]();
    for (; entry.receives < MAX_RECEIVES; entry.receives++) {
      const { batchItemFailures } = await handler(sqsEvent(queue, [entry]));
      if (!batchItemFailures.length) return;
    }
    log(`${queue} queue: ${entry.id} failed ${MAX_RECEIVES} times`);
  };
  useLocalQueue(queue, async (messages) => {
    for (const message of messages) {
      const entry = { message, id: `local-${queue}-${++counter}`, receives: 0 };
      running = running.then(() => run(entry)).catch((error: unknown) => log(`${queue} queue: ${String(error)}`));
    }
  });
  return {
    stop: async () => {
      useLocalQueue(queue, undefined);
      underWay.delete(queue);
      await running;
    },
  };
};
