import { config } from './config';
import { loadOnce } from './load-once';

/**
 * The court-sync queue: SQS in the cloud (`COURT_SYNC_QUEUE_URL`); locally, the in-process queue
 * the local stack registers (infra/local/job-queue.ts), which feeds the same worker handler with
 * SQS-shaped events.
 */
export type CourtSyncMessage = { structureId: string; dossierId: string };
type Sink = (messages: CourtSyncMessage[]) => Promise<void>;

/** The SQS client, loaded on the first send to the cloud's queue (sqs-client.ts). */
const loadSqs = loadOnce(() => import('./sqs-client'));
let localSink: Sink | undefined;

/** The local stack's queue (none in the cloud). */
export const useLocalQueue = (sink: Sink | undefined) => {
  localSink = sink;
};

export const sendCourtSyncMessages = async (messages: readonly CourtSyncMessage[]): Promise<void> => {
  const url = config.courtSyncQueueUrl;
  if (!url) {
    if (!localSink) throw new Error('No court-sync queue: set COURT_SYNC_QUEUE_URL, or start the local queue');
    await localSink([...messages]);
    return;
  }
  const { client, SendMessageBatchCommand } = await loadSqs();
  for (let i = 0; i < messages.length; i += 10) {
    const batch = messages.slice(i, i + 10);
    const { Failed } = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: batch.map((message, n) => ({ Id: String(n), MessageBody: JSON.stringify(message) })),
      }),
    );
    if (Failed?.length) throw new Error(`court-sync queue refused ${Failed.length} messages: ${Failed[0]?.Message ?? ''}`);
  }
};
