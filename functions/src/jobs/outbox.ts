import type { DynamoDBStreamEvent } from 'aws-lambda';
import { clock } from '../adapters/clock';
import { oldestDue, outboxRefOf } from '../db/outbox';
import { log } from '../runtime/log';
import { deliverDue, deliverMail } from '../services/outbox';

/** A DynamoDB stream batch (the table's new items) or a scheduled sweep (EventBridge, or the local stack's loop). */
type OutboxEvent = Partial<DynamoDBStreamEvent>;

/**
 * The outbox worker. In the cloud the table's stream hands it each new outbox item at once
 * (filtered to `T#…#OUTBOX` inserts), and a schedule sweeps every minute for items due again after
 * a failed send; locally the stack runs the sweep every few hundred milliseconds. Either way each
 * item is delivered by `deliverMail`, whose claim makes a second worker (or a redelivered stream
 * record) skip it. A sweep also reports the outbox's age (the oldest waiting item) as a metric in
 * CloudWatch's embedded format, which the age alarm watches. An error of the table itself is
 * thrown: the stream retries the batch, then hands it to the dead-letter queue.
 */
export const handler = async (event: OutboxEvent = {}): Promise<{ sent: number; failed: number; skipped: number }> => {
  if (event.Records) {
    const counts = { sent: 0, failed: 0, skipped: 0 };
    for (const record of event.Records) {
      const ref = outboxRefOf(record.dynamodb?.Keys as Record<string, { S?: string }> | undefined);
      if (record.eventName === 'INSERT' && ref) counts[await deliverMail(ref)]++;
    }
    return counts;
  }
  const counts = await deliverDue();
  const oldest = await oldestDue();
  const ageSeconds = oldest ? Math.max(0, Math.round((clock.now().getTime() - Date.parse(oldest)) / 1000)) : 0;
  if (counts.sent || counts.failed || ageSeconds)
    log.info('outbox: sweep', {
      ...counts,
      _aws: {
        Timestamp: clock.now().getTime(),
        CloudWatchMetrics: [{ Namespace: 'Mizan', Dimensions: [[]], Metrics: [{ Name: 'OutboxAgeSeconds', Unit: 'Seconds' }] }],
      },
      OutboxAgeSeconds: ageSeconds,
    });
  return counts;
};
