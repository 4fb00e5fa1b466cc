import type { ClientSheetColumnKey, ImportColumnKey } from '@mizan/shared/imports';
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
 * The firm's saved correspondences of headers to columns (`colonnes` for the sheet of dossiers,
 * `colonnesClients` for the sheet of clients alone) are one item beside them,
 * `T#{sid}#IMPORTS` / `MAPPING` (no import id is that word), kept.
 */
export type ImportState = (typeof IMPORT_STATES)[number];
export type ImportCounts = {
  faits: number;
  crees: number;
  ignores: number;
  echoues: number;
  clientsCrees: number;
  clientsIgnores: number;
  clientsEchoues: number;
};
/** Headers (normalised: db/normalise) and the column each fills; null: not imported. */
export type ColumnMapping<K extends string = ImportColumnKey> = Record<string, K | null>;
/** The correspondences of the sheet of dossiers and of the sheet of clients alone. */
export type SheetMappings = { dossiers: ColumnMapping; clients: ColumnMapping<ClientSheetColumnKey> };
export type ImportRecord = ImportCounts & {
  id: string;
  etat: ImportState;
  fichier: string;
  creePar: string;
  creeLe: string;
  termineLe?: string;
  /** The rows of the file, as the preview counted them. */
  total: number;
  /** The correspondences the preview read the file's sheets with, which the run reads them with again. */
  colonnes?: SheetMappings['dossiers'];
  colonnesClients?: SheetMappings['clients'];
};

const TTL_SECONDS = 30 * 24 * 3600;
const importKey = (structureId: string, importId: string) => ({ pk: `${firmPk(structureId)}#IMPORTS`, sk: importId });

const mappingKey = (structureId: string) => ({ pk: `${firmPk(structureId)}#IMPORTS`, sk: 'MAPPING' });

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ttl: _ttl, ...record }: Item) => record as ImportRecord;

export const putImport = async (structureId: string, record: ImportRecord): Promise<void> =>
  table.put(
    { ...importKey(structureId, record.id), type: 'IMPORT', ...record, ttl: Math.floor(Date.parse(record.creeLe) / 1000) + TTL_SECONDS },
    'attribute_not_exists(pk)',
  );

export const getImport = async (structureId: string, importId: string): Promise<ImportRecord | undefined> => {
  const item = await table.get(importKey(structureId, importId), { consistent: true });
  return item && fromItem(item);
};

/** Every import id (a ULID: db/keys `newId`) lies between these, and the MAPPING item outside them. */
const FIRST_ID = '0'.repeat(26);
const LAST_ID = `7${'Z'.repeat(25)}`;

/** The firm's imports that were run (not those awaiting their run), newest first, at most `limit`. */
export const runImports = async (structureId: string, limit: number): Promise<ImportRecord[]> => {
  const found: ImportRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const { items, next } = await table.query({
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
      FilterExpression: '#etat <> :awaiting',
      ExpressionAttributeNames: { '#etat': 'etat' },
      ExpressionAttributeValues: { ':pk': importKey(structureId, '').pk, ':first': FIRST_ID, ':last': LAST_ID, ':awaiting': 'APE' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start,
    });
    found.push(...items.map(fromItem));
    start = next;
  } while (start && found.length < limit);
  return found.slice(0, limit);
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
export const markPreviewed = (structureId: string, importId: string, total: number, { dossiers, clients }: SheetMappings) =>
  updateIn(structureId, importId, 'APE', { total, colonnes: dossiers, colonnesClients: clients });

/** The correspondences an import's preview read its file with. */
export const previewedMappings = (record: ImportRecord): SheetMappings => ({
  dossiers: record.colonnes ?? {},
  clients: record.colonnesClients ?? {},
});

/** The firm's saved correspondences (empty before its first). */
export const getColumnMapping = async (structureId: string): Promise<SheetMappings> => {
  const item = await table.get(mappingKey(structureId));
  return {
    dossiers: (item?.colonnes ?? {}) as SheetMappings['dossiers'],
    clients: (item?.colonnesClients ?? {}) as SheetMappings['clients'],
  };
};

/** The firm's correspondences, as a whole (the last preview's, over the ones read before it). */
export const putColumnMapping = async (structureId: string, { dossiers, clients }: SheetMappings): Promise<void> =>
  table.put({ ...mappingKey(structureId), type: 'IMPORT_MAPPING', colonnes: dossiers, colonnesClients: clients });

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
