import { EXPORT_LINK_HOURS, type ExportJob } from '@mizan/shared/schemas/exports';
import { clock } from '../../adapters/clock';
import { sendMessages } from '../../adapters/queue';
import { storage } from '../../adapters/storage';
import { getExportJob, latestExportJobs, putExportJob, type ExportRecord } from '../../db/exports';
import { newId } from '../../db/keys';
import { NotFoundError } from '../../errors';
import { activityEntry, recordActivity, type ActivityOrigin } from '../../services/activity-log';
import { commit, plain } from '../../services/guarded-transaction';

/**
 * The firm's export jobs (administrators only, by the route table): a start writes the job in
 * progress with its activity entry (one transaction) and queues it for the firm-export worker
 * (jobs/firm-export.ts), outside the request; a ready job's read hands out a presigned link to
 * its ZIP that stops working 24 hours after the ZIP was made, and records that in the activity log.
 */
const LINK_MS = EXPORT_LINK_HOURS * 3600 * 1000;
const LATEST = 5;

const view = (job: ExportRecord, link?: { url: string; expiresAt: string } | { expiresAt: string }): ExportJob => ({
  id: job.id,
  etat: job.etat,
  creeLe: job.creeLe,
  termineLe: job.termineLe ?? null,
  taille: job.taille ?? null,
  lien: link && 'url' in link ? link.url : null,
  lienExpireLe: link?.expiresAt ?? null,
});

export const startExport = async (origin: ActivityOrigin, adminId: string): Promise<ExportJob> => {
  const job: ExportRecord = { id: newId(), etat: 'ENC', creePar: adminId, creeLe: clock.nowIso() };
  // With the Idempotency-Key's claim: a retry of the same start answers this job and queues nothing.
  await commit([
    plain(putExportJob(origin.structureId, job)),
    plain(activityEntry(origin, { kind: 'EXPORT_STARTED', refs: { idExport: job.id } })),
  ]);
  await sendMessages('firm-export', [{ structureId: origin.structureId, jobId: job.id }]);
  return view(job);
};

/** The firm's latest jobs (the screen resumes the newest), without links. */
export const latestExports = async (structureId: string): Promise<ExportJob[]> =>
  (await latestExportJobs(structureId, LATEST)).map((job) => view(job));

export const exportState = async (origin: ActivityOrigin, jobId: string): Promise<ExportJob> => {
  const job = await getExportJob(origin.structureId, jobId);
  if (!job) throw new NotFoundError();
  if (job.etat !== 'PRE' || !job.cle || !job.termineLe) return view(job);
  const expiresAt = Date.parse(job.termineLe) + LINK_MS;
  const seconds = Math.floor((expiresAt - clock.now().getTime()) / 1000);
  const expiry = new Date(expiresAt).toISOString();
  if (seconds < 1) return view(job, { expiresAt: expiry });
  const name = `mizan-export-${job.creeLe.slice(0, 10)}.zip`;
  const url = await storage.presignGet(job.cle, 'application/zip', `attachment; filename="${name}"`, seconds);
  await recordActivity(origin, { kind: 'EXPORT_DOWNLOADED', refs: { idExport: job.id } });
  return view(job, { url, expiresAt: expiry });
};
