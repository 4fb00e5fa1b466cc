import type { ExportState } from '@mizan/shared/schemas/exports';
import { isConditionFailure, table, type Item } from '../adapters/table';
import { firmPk } from './keys';
import type { TransactItem } from './transactions';

/**
 * The firm's export jobs: `T#{sid}#EXPORTS` / `{jobId}`, one item per job, written in progress
 * (ENC) by the start route and finished (PRE with the ZIP's key and size, or ECH) by the job
 * (jobs/firm-export.ts). Gone 30 days after their start by TTL; the ZIP itself leaves the bucket
 * by its lifecycle rule (infra/stacks/data-stack.ts).
 */
export type ExportRecord = {
  id: string;
  etat: ExportState;
  creePar: string;
  creeLe: string;
  termineLe?: string;
  /** The ZIP's object key, once ready. */
  cle?: string;
  taille?: number;
};

const TTL_SECONDS = 30 * 24 * 3600;
export const exportKey = (structureId: string, jobId: string) => ({ pk: `${firmPk(structureId)}#EXPORTS`, sk: jobId });

const fromItem = ({ id, etat, creePar, creeLe, termineLe, cle, taille }: Item): ExportRecord =>
  ({ id, etat, creePar, creeLe, termineLe, cle, taille }) as ExportRecord;

/** A new job in progress, as a write of the start's transaction (beside its activity entry). */
export const putExportJob = (structureId: string, job: ExportRecord): TransactItem => ({
  Put: {
    Item: {
      ...exportKey(structureId, job.id),
      type: 'EXPORT',
      ...job,
      ttl: Math.floor(Date.parse(job.creeLe) / 1000) + TTL_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const getExportJob = async (structureId: string, jobId: string): Promise<ExportRecord | undefined> => {
  const item = await table.get(exportKey(structureId, jobId), { consistent: true });
  return item && fromItem(item);
};

/** The firm's latest jobs, newest first (ids are ULIDs, which sort by time). */
export const latestExportJobs = async (structureId: string, limit: number): Promise<ExportRecord[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': exportKey(structureId, '').pk },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(fromItem);
};

/**
 * The job's end: ready with its ZIP, or failed. Only a job in progress ends: false when it had
 * already ended (a message delivered again changes nothing).
 */
export const finishExportJob = async (
  structureId: string,
  jobId: string,
  end: { etat: 'PRE'; termineLe: string; cle: string; taille: number } | { etat: 'ECH'; termineLe: string },
): Promise<boolean> => {
  const fields = Object.entries(end);
  try {
    await table.update({
      Key: exportKey(structureId, jobId),
      UpdateExpression: `SET ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: '#etat = :running',
      ExpressionAttributeNames: Object.fromEntries(fields.map(([name]) => [`#${name}`, name])),
      ExpressionAttributeValues: { ...Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])), ':running': 'ENC' },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};
