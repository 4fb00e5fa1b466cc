import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { FirmExportMessage } from '../adapters/queue';
import { clock } from '../adapters/clock';
import { finishExportJob, getExportJob } from '../db/exports';
import { log } from '../runtime/log';
import { exportObjectKey } from '../services/firm-export/object-key';
import { writeFirmExport } from '../services/firm-export/write-export';

/**
 * The firm-export queue's worker: writes each job's ZIP (services/firm-export) and marks the job
 * ready with its key and size. A failure is retried by the queue (partial-batch failure
 * reporting, 3 tries); the last try marks the job failed (ECH), so that the screen says so. A job
 * already ended (a message delivered again) is left as it is.
 */
const MAX_RECEIVES = 3;

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const { structureId, jobId } = JSON.parse(record.body) as FirmExportMessage;
    try {
      const job = await getExportJob(structureId, jobId);
      if (job?.etat !== 'ENC') continue;
      const key = exportObjectKey(structureId, jobId);
      const size = await writeFirmExport(structureId, key);
      await finishExportJob(structureId, jobId, { etat: 'PRE', termineLe: clock.nowIso(), cle: key, taille: size });
      log.info('firm-export: ready', { jobId, size });
    } catch (error) {
      const receives = Number(record.attributes.ApproximateReceiveCount);
      log.warn('firm-export: failed', { jobId, receives, error: String(error) });
      if (receives >= MAX_RECEIVES) await finishExportJob(structureId, jobId, { etat: 'ECH', termineLe: clock.nowIso() });
      else failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
