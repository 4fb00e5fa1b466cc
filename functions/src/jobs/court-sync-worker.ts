import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getDossier } from '../db/dossiers';
import { log } from '../runtime/log';
import { CourtSyncError, SCHEDULER_AUTHOR, syncDossier } from '../services/court-sync';

/**
 * The court-sync queue's worker: syncs each dossier of the batch, one after the other at the
 * portal's rate. A portal that cannot be reached fails that message only (partial-batch failure
 * reporting): SQS delivers it again later, and after 3 tries to the dead-letter queue. A case the
 * portal does not know, an answer it no longer reads, a dossier closed or without a reference
 * since it was planned: recorded on the dossier (for the screen) and not retried.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    try {
      const { structureId, dossierId } = JSON.parse(record.body) as { structureId: string; dossierId: string };
      const dossier = await getDossier(structureId, dossierId, true);
      if (!dossier || dossier.idStatutDossier === 'CLO') continue;
      const { changes } = await syncDossier(structureId, dossier, SCHEDULER_AUTHOR);
      if (changes.length) log.info('court-sync: changes', { idDossier: dossierId, changes: changes.length });
    } catch (error) {
      if (error instanceof CourtSyncError)
        log.warn('court-sync: portal failure', { failure: error.failure, detail: error.message, raw: error.raw });
      if (error instanceof CourtSyncError && error.failure !== 'unreachable') continue;
      log.warn('court-sync: to retry', { messageId: record.messageId, error: String(error) });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
