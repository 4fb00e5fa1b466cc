import type { Language } from '@mizan/shared/roles';
import { IMPORT_MAX_BYTES } from '@mizan/shared/imports';
import {
  IMPORT_LIST_SIZE,
  type ClientReportRow,
  type ImportColumns,
  type ImportJob,
  type ImportPreview,
  type ImportPreviewBody,
  type ImportSummary,
  type ReportRow,
} from '@mizan/shared/schemas/imports';
import { clock } from '../../adapters/clock';
import { sendMessages } from '../../adapters/queue';
import { storage } from '../../adapters/storage';
import {
  getColumnMapping,
  getImport,
  markPreviewed,
  putColumnMapping,
  putImport,
  runImports,
  startImport,
  type ColumnMapping,
  type ImportRecord,
  type SheetMappings,
} from '../../db/imports';
import { newId } from '../../db/keys';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Caller } from '../../services/caller';
import { checkClientRows, namesOfCreated } from '../../services/dossier-import/check-client-rows';
import { checkRows } from '../../services/dossier-import/check-rows';
import { importClientsReportKey, importFileKey, importReportKey } from '../../services/dossier-import/object-keys';
import { formatOf, headerKey, readHeaders, readSheet } from '../../services/dossier-import/read-sheet';
import { fieldError } from '../../services/field-error';
import { commit } from '../../services/guarded-transaction';

/**
 * The firm's imports of dossiers (administrators only, by the route table): an upload URL
 * writes the import awaiting its run and signs a POST of its file; its columns are the file's
 * headers as the firm's saved correspondences read them; the preview reads the file (with the
 * correspondences given, saved as the firm's) and checks each row (writing no dossier); the run
 * marks it started and queues it for the worker (jobs/dossier-import.ts), outside the request; a
 * read answers its progress, and its report once ended; the list, the firm's imports that were run.
 */
const UPLOAD_SECONDS = 15 * 60;
const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv' } as const;

const view = (record: ImportRecord, rapport: ReportRow[] | null = null, rapportClients: ClientReportRow[] | null = null): ImportJob => ({
  id: record.id,
  etat: record.etat,
  fichier: record.fichier,
  creeLe: record.creeLe,
  termineLe: record.termineLe ?? null,
  total: record.total,
  faits: record.faits,
  crees: record.crees,
  ignores: record.ignores,
  echoues: record.echoues,
  clientsCrees: record.clientsCrees,
  clientsIgnores: record.clientsIgnores,
  clientsEchoues: record.clientsEchoues,
  rapport,
  rapportClients,
});

const importOf = async (structureId: string, importId: string) => {
  const record = await getImport(structureId, importId);
  if (!record) throw new NotFoundError();
  return record;
};

const alreadyRun = () => new ConflictError('import_already_run', null);

export const importUploadUrl = async (caller: Caller, fichier: string) => {
  const id = newId();
  const counts = { total: 0, faits: 0, crees: 0, ignores: 0, echoues: 0, clientsCrees: 0, clientsIgnores: 0, clientsEchoues: 0 };
  await putImport(caller.structureId, { id, etat: 'APE', fichier, creePar: caller.userId, creeLe: clock.nowIso(), ...counts });
  const key = importFileKey(caller.structureId, id);
  const { url, fields } = await storage.presignPost(key, CONTENT_TYPES[formatOf(fichier)], IMPORT_MAX_BYTES, UPLOAD_SECONDS);
  return { id, url, fields, expiresAt: new Date(clock.now().getTime() + UPLOAD_SECONDS * 1000).toISOString() };
};

/** The import's file, while it awaits its run. */
const uploadedFile = async (caller: Caller, importId: string, language: Language) => {
  const record = await importOf(caller.structureId, importId);
  if (record.etat !== 'APE') throw alreadyRun();
  const file = await storage.read(importFileKey(caller.structureId, importId));
  if (!file) throw new BadRequestError('import_not_uploaded', [fieldError('file', 'import_not_uploaded', language)]);
  return { record, file };
};

export const importColumns = async (caller: Caller, importId: string, language: Language): Promise<ImportColumns> => {
  const { record, file } = await uploadedFile(caller, importId, language);
  const columns = await readHeaders(file, formatOf(record.fichier), language, await getColumnMapping(caller.structureId));
  return { id: importId, ...columns };
};

type Correspondence<K extends string> = { entete: string; colonne: K | null };

/** A sheet's correspondences given, by header, and a column given to two headers, on the second (`field`: where the body holds them). */
const mappingOf = <K extends string>(given: readonly Correspondence<K>[] = [], field: string, language: Language) => {
  const chosen = new Set<K>();
  const twice = given.flatMap(({ colonne }, index) => {
    if (!colonne) return [];
    if (chosen.has(colonne)) return [fieldError(`${field}.${index}.colonne`, 'import_column_twice', language)];
    chosen.add(colonne);
    return [];
  });
  const mapping: ColumnMapping<K> = Object.fromEntries(
    given.map(({ entete, colonne }) => [headerKey(entete), colonne]).filter(([key]) => key),
  );
  return { mapping, twice };
};

export const previewImport = async (
  caller: Caller,
  importId: string,
  given: ImportPreviewBody,
  language: Language,
): Promise<ImportPreview> => {
  const { record, file } = await uploadedFile(caller, importId, language);
  const saved = await getColumnMapping(caller.structureId);
  const dossiers = mappingOf(given.correspondances, 'correspondances', language);
  const clients = mappingOf(given.correspondancesClients, 'correspondancesClients', language);
  if (dossiers.twice.length || clients.twice.length) throw new ValidationError([...dossiers.twice, ...clients.twice]);
  const mappings: SheetMappings = {
    dossiers: { ...saved.dossiers, ...dossiers.mapping },
    clients: { ...saved.clients, ...clients.mapping },
  };
  const sheet = await readSheet(file, formatOf(record.fichier), language, mappings);
  const clientRows = await checkClientRows(caller.structureId, sheet.clients);
  const rows = await checkRows(caller.structureId, caller.userId, sheet.dossiers, namesOfCreated(clientRows));
  if (!(await markPreviewed(caller.structureId, importId, rows.length + clientRows.length, mappings))) throw alreadyRun();
  // The file read with them, they are the firm's for its next files.
  if (given.correspondances?.length || given.correspondancesClients?.length) await putColumnMapping(caller.structureId, mappings);
  return {
    id: importId,
    lignes: rows.map(({ ligne, refCabinet, valide, raisons }) => ({ ligne, refCabinet, valide, raisons })),
    aCreer: rows.filter((row) => row.valide).length,
    clients: {
      lignes: clientRows.map(({ ligne, client, valide, raisons }) => ({ ligne, client, valide, raisons })),
      aCreer: clientRows.filter((row) => row.valide).length,
    },
  };
};

/** Starts a previewed import (409 once started): the worker runs it with the starter's name and language. */
export const runImport = async (caller: Caller, importId: string, language: Language): Promise<ImportJob> => {
  const record = await importOf(caller.structureId, importId);
  if (record.etat !== 'APE' || !record.total) throw record.etat === 'APE' ? new ConflictError('import_not_previewed', null) : alreadyRun();
  // With the Idempotency-Key's claim: a retry of the same run answers this one and queues nothing.
  await commit([{ write: startImport(caller.structureId, importId), onConditionFailure: alreadyRun }]);
  const { structureId, userId, email, roles, userType, name } = caller;
  await sendMessages('dossier-import', [{ structureId, importId, importer: { userId, email, roles, userType, name }, language }]);
  return view({ ...record, etat: 'ENC' });
};

/** The firm's imports that were run, newest first, without their reports. */
export const importList = async (structureId: string): Promise<{ items: ImportSummary[] }> => ({
  items: (await runImports(structureId, IMPORT_LIST_SIZE)).map((record) => {
    const { rapport: _rapport, rapportClients: _clients, ...summary } = view(record);
    return summary;
  }),
});

export const importState = async (structureId: string, importId: string): Promise<ImportJob> => {
  const record = await importOf(structureId, importId);
  if (record.etat !== 'TER') return view(record);
  const [report, clientsReport] = await Promise.all([
    storage.read(importReportKey(structureId, importId)),
    storage.read(importClientsReportKey(structureId, importId)),
  ]);
  const parsed = <T>(object: Buffer | undefined) => (object ? (JSON.parse(object.toString('utf8')) as T[]) : null);
  return view(record, parsed<ReportRow>(report), parsed<ClientReportRow>(clientsReport));
};
