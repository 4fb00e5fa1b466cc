import type { ImportColumnKey } from '@mizan/shared/imports';
import type { IMPORT_STATES } from '@mizan/shared/schemas/imports';
import { isConditionFailure, table, type Item } from '../adapters/table';
import { firmPk } from './keys';
import type { TransactItem } from './transactions';

/**
 * The firm's imports of dossiers from a spreadsheet: `T#{sid}#IMPORTS` / `{importId}`, one item
 * per uploaded file, written awaiting its run (APE) by the upload route, marked with its row count
 * by the preview, started (ENC) by the run route, its progress and end written by the job
 * (jobs/dossier-import.ts). The file and the report are objects of the bucket
 * (services/dossier-import/object-keys.ts). Gone 30 days after the upload by TTL.
 * The firm's saved correspondences of headers to columns are one item beside them,
 * `T#{sid}#IMPORTS` / `MAPPING` (no import id is that word), kept.
 */
export type ImportState = (typeof IMPORT_STATES)[number];
export type ImportCounts = { faits: number; crees: number; ignores: number; echoues: number };
/** Headers (normalised: db/normalise) and the column each fills; null: not imported. */
export type ColumnMapping = Record<string, ImportColumnKey | null>;
export type ImportRecord = ImportCounts & {
  id: string;
  etat: ImportState;
  fichier: string;
  creePar: string;
  creeLe: string;
  termineLe?: string;
  /** The rows of the file, as the preview counted them. */
  total: number;
  /** The correspondences the preview read the file with, which the run reads it with again. */
  colonnes?: ColumnMapping;
};

const TTL_SECONDS = 30 * 24 * 3600;
const importKey = (structureId: string, importId: string) => ({ pk: `${firmPk(structureId)}#IMPORTS`, sk: importId });

const mappingKey = (structureId: string) => ({ pk: `${firmPk(structureId)}#IMPORTS`, sk: 'MAPPING' });

const fromItem = ({ id, etat, fichier, creePar, creeLe, termineLe, total, faits, crees, ignores, echoues, colonnes }: Item) =>
  ({ id, etat, fichier, creePar, creeLe, termineLe, total, faits, crees, ignores, echoues, colonnes }) as ImportRecord;

export const putImport = async (structureId: string, record: ImportRecord): Promise<void> =>
  table.put(
    { ...importKey(structureId, record.id), type: 'IMPORT', ...record, ttl: Math.floor(Date.parse(record.creeLe) / 1000) + TTL_SECONDS },
    'attribute_not_exists(pk)',
  );

export const getImport = async (structureId: string, importId: string): Promise<ImportRecord | undefined> => {
  const item = await table.get(importKey(structureId, importId), { consistent: true });
  return item && fromItem(item);
};

/** Runs `update` only while the import is in `state`: false when it is not (any more). */
const updateIn = async (structureId: string, importId: string, state: ImportState, fields: Record<string, unknown>) => {
  const entries = Object.entries(fields);
  try {
    await table.update({
      Key: importKey(structureId, importId),
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: '#etat = :state',
      ExpressionAttributeNames: { '#etat': 'etat', ...Object.fromEntries(entries.map(([name]) => [`#${name}`, name])) },
      ExpressionAttributeValues: { ...Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])), ':state': state },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The preview's count of rows and the correspondences it read them with, while the import awaits its run. */
export const markPreviewed = (structureId: string, importId: string, total: number, colonnes: ColumnMapping) =>
  updateIn(structureId, importId, 'APE', { total, colonnes });

/** The firm's saved correspondences (empty before its first). */
export const getColumnMapping = async (structureId: string): Promise<ColumnMapping> =>
  ((await table.get(mappingKey(structureId)))?.colonnes as ColumnMapping | undefined) ?? {};

/** The firm's correspondences, as a whole (the last preview's, over the ones read before it). */
export const putColumnMapping = async (structureId: string, colonnes: ColumnMapping): Promise<void> =>
  table.put({ ...mappingKey(structureId), type: 'IMPORT_MAPPING', colonnes });

/** The run's start, as a write of its transaction (with the Idempotency-Key's claim): only an import awaiting its run starts. */
export const startImport = (structureId: string, importId: string): TransactItem => ({
  Update: {
    Key: importKey(structureId, importId),
    UpdateExpression: 'SET #etat = :running',
    ConditionExpression: '#etat = :awaiting',
    ExpressionAttributeNames: { '#etat': 'etat' },
    ExpressionAttributeValues: { ':running': 'ENC', ':awaiting': 'APE' },
  },
});

/** The job's progress, while it runs. */
export const markProgress = (structureId: string, importId: string, counts: ImportCounts) => updateIn(structureId, importId, 'ENC', counts);

/** The job's end, with its counts (TER) or without (ECH). */
export const markEnded = (structureId: string, importId: string, end: Partial<ImportCounts> & { etat: 'TER' | 'ECH'; termineLe: string }) =>
  updateIn(structureId, importId, 'ENC', end);
