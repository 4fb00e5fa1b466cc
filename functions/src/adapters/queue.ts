import { config } from './config';
import { loadOnce } from './load-once';
import type { Language, Role, UserType } from '@mizan/shared/roles';

/**
 * The job queues: SQS in the cloud (`COURT_SYNC_QUEUE_URL`, `FIRM_EXPORT_QUEUE_URL`,
 * `DOSSIER_IMPORT_QUEUE_URL`, `DOCUMENT_TEXT_QUEUE_URL`, `REPORT_FIGURES_QUEUE_URL`); locally, the
 * in-process queues the local stack registers (infra/local/job-queue.ts), which feed the same
 * worker handlers with SQS-shaped events.
 * - court-sync: one dossier to sync with the court portal (jobs/court-sync-worker.ts);
 * - firm-export: one export job to write (jobs/firm-export.ts);
 * - dossier-import: one import of dossiers to run (jobs/dossier-import.ts);
 * - document-text: one stored document whose text to read and index (jobs/document-text.ts);
 * - report-figures: one firm whose report figures to compute now (jobs/report-figures.ts).
 */
export type CourtSyncMessage = { structureId: string; dossierId: string };
export type FirmExportMessage = { structureId: string; jobId: string };
/** An import to run, with who started it (the dossiers' author and lawyer) and their language (the report's reasons). */
export type DossierImportMessage = {
  structureId: string;
  importId: string;
  importer: { userId: string; email: string; roles: Role[]; userType: UserType; name: string };
  language: Language;
};
export type DocumentTextMessage = { structureId: string; documentId: string };
export type ReportFiguresMessage = { structureId: string };
export type QueueMessages = {
  'court-sync': CourtSyncMessage;
  'firm-export': FirmExportMessage;
  'dossier-import': DossierImportMessage;
  'document-text': DocumentTextMessage;
  'report-figures': ReportFiguresMessage;
};
export type QueueName = keyof QueueMessages;
type Sink<Q extends QueueName> = (messages: QueueMessages[Q][]) => Promise<void>;

const QUEUE_URLS: Record<QueueName, () => string | undefined> = {
  'court-sync': () => config.courtSyncQueueUrl,
  'firm-export': () => config.firmExportQueueUrl,
  'dossier-import': () => config.dossierImportQueueUrl,
  'document-text': () => config.documentTextQueueUrl,
  'report-figures': () => config.reportFiguresQueueUrl,
};

/** The SQS client, loaded on the first send to a cloud queue (sqs-client.ts). */
const loadSqs = loadOnce(() => import('./sqs-client'));
const localSinks: { [Q in QueueName]?: Sink<Q> } = {};

/** The local stack's queue of that name (none in the cloud). */
export const useLocalQueue = <Q extends QueueName>(queue: Q, sink: Sink<Q> | undefined) => {
  (localSinks as Record<QueueName, Sink<Q> | undefined>)[queue] = sink;
};

export const sendMessages = async <Q extends QueueName>(queue: Q, messages: readonly QueueMessages[Q][]): Promise<void> => {
  const url = QUEUE_URLS[queue]();
  if (!url) {
    const sink = localSinks[queue] as Sink<Q> | undefined;
    if (!sink) throw new Error(`No ${queue} queue: set its queue URL, or start the local queue`);
    await sink([...messages]);
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
    if (Failed?.length) throw new Error(`${queue} queue refused ${Failed.length} messages: ${Failed[0]?.Message ?? ''}`);
  }
};

export const sendCourtSyncMessages = (messages: readonly CourtSyncMessage[]) => sendMessages('court-sync', messages);
