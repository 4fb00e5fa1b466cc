import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ClientReportRow, ReportRow, RowReason } from '@mizan/shared/schemas/imports';
import type { DossierImportMessage } from '../adapters/queue';
import { clock } from '../adapters/clock';
import { storage } from '../adapters/storage';
import type { ConflictRef } from '../db/history';
import { getImport, markEnded, markProgress, previewedMappings, type ImportCounts } from '../db/imports';
import { AppError } from '../errors';
import { log } from '../runtime/log';
import { createClientAlone, newRecord } from '../services/client-records';
import { createDossierWithParties } from '../services/dossier-creation';
import { checkClientRows } from '../services/dossier-import/check-client-rows';
import { checkRows, columnOf, conflictReason, partyKeys, type CheckedRow } from '../services/dossier-import/check-rows';
import { importClientsReportKey, importFileKey, importReportKey } from '../services/dossier-import/object-keys';
import { inLanes } from '../services/lanes';
import { formatOf, readSheet } from '../services/dossier-import/read-sheet';

/**
 * The dossier-import queue's worker: reads the import's file again, checks its rows again (what
 * the firm holds may have changed since the preview), and creates first the clients sheet's
 * clients alone (as the Clients directory does: record, CIN/RC claim, search entries), then each
 * valid row's dossier through the dossier form's own creation (services/dossier-creation.ts:
 * unique reference, parties found by CIN/RC or created, search index, history; the courts, dates
 * and lawyer checked once for the file by `checkRows`), without inviting the clients, `LANES`
 * rows at a time (a row naming a person an earlier row names waits for that row's turn to end, so
 * that their record is created once). A row already the firm's (a dossier's reference, a client)
 * is skipped: a second run of the same file, or a try of this job again after a failure, creates
 * nothing twice. The progress is written every `PROGRESS_EVERY` rows; the reports (every row:
 * created, skipped or failed with its reasons) are stored beside the file, and the import marked
 * ended. A failure is retried by the queue (3 tries); the last try marks the import failed (ECH).
 */
const MAX_RECEIVES = 3;
const LANES = 12;
const PROGRESS_EVERY = 100;

/** A row refused only because it is already the firm's (a dossier's reference, a client or a party) is skipped, not failed. */
const SKIPPED = new Set(['ref_cabinet_taken', 'client_already_firms', 'party_already_firms']);
const onlySkipped = (reasons: readonly RowReason[]) => reasons.length > 0 && reasons.every((r) => SKIPPED.has(r.code));

/** A creation's refusal as the row's reasons: a conflict of interest (with a row of the same file run before) as the preview words one. */
const reasonsOf = (error: AppError): RowReason[] =>
  error.details?.length
    ? error.details.map((detail) => {
        const champ = columnOf(detail.field.split('.'));
        const conflict = detail as Partial<ConflictRef>;
        return conflict.role && conflict.refCabinet
          ? conflictReason(champ, { role: conflict.role, refCabinet: conflict.refCabinet })
          : { champ, code: detail.code };
      })
    : [{ champ: error.messageCode === 'ref_cabinet_taken' ? 'refCabinet' : 'file', code: error.messageCode }];

type Result = ReportRow['resultat'];
const COUNTED = {
  dossiers: { CRE: 'crees', IGN: 'ignores', ECH: 'echoues' },
  clients: { CRE: 'clientsCrees', IGN: 'clientsIgnores', ECH: 'clientsEchoues' },
} as const;
const notCreated = (raisons: readonly RowReason[]): Result => (onlySkipped(raisons) ? 'IGN' : 'ECH');

const runImport = async ({ structureId, importId, importer, language }: DossierImportMessage) => {
  const record = await getImport(structureId, importId);
  if (record?.etat !== 'ENC') return;
  const file = await storage.read(importFileKey(structureId, importId));
  if (!file) throw new Error('the import file is gone');
  const sheet = await readSheet(file, formatOf(record.fichier), language, previewedMappings(record));
  const counts: ImportCounts = { faits: 0, crees: 0, ignores: 0, echoues: 0, clientsCrees: 0, clientsIgnores: 0, clientsEchoues: 0 };
  const tally = async (kind: keyof typeof COUNTED, resultat: Result) => {
    counts.faits++;
    counts[COUNTED[kind][resultat]]++;
    if (counts.faits % PROGRESS_EVERY === 0) await markProgress(structureId, importId, counts);
  };

  // The clients alone first: the dossiers' rows naming them then find their records.
  const clientsReport: ClientReportRow[] = [];
  const clientDone = async (row: ClientReportRow) => {
    clientsReport.push(row);
    await tally('clients', row.resultat);
  };
  const clients = await checkClientRows(structureId, sheet.clients);
  for (const { ligne, client, valide, raisons } of clients)
    if (!valide) await clientDone({ ligne, client, resultat: notCreated(raisons), raisons });
  await inLanes(
    clients.filter((row) => row.body),
    async ({ ligne, client, body }) => {
      try {
        await createClientAlone(log, structureId, newRecord(body!, true));
        await clientDone({ ligne, client, resultat: 'CRE', raisons: [] });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const raisons = reasonsOf(error);
        await clientDone({ ligne, client, resultat: notCreated(raisons), raisons });
      }
    },
    LANES,
  );

  const rows = await checkRows(structureId, importer.userId, sheet.dossiers);
  const caller = { ...importer, structureId };
  const report: ReportRow[] = [];
  const done = async (row: ReportRow) => {
    report.push(row);
    await tally('dossiers', row.resultat);
  };
  const create = async ({ ligne, refCabinet, body }: CheckedRow & { body: NonNullable<CheckedRow['body']> }) => {
    try {
      await createDossierWithParties(caller, body, language, log, { identificationChecked: true });
      await done({ ligne, refCabinet, resultat: 'CRE', raisons: [] });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const raisons = reasonsOf(error);
      await done({ ligne, refCabinet, resultat: notCreated(raisons), raisons });
    }
  };
  for (const { ligne, refCabinet, valide, raisons } of rows)
    if (!valide) await done({ ligne, refCabinet, resultat: notCreated(raisons), raisons });
  const valid = rows.filter((row): row is Parameters<typeof create>[0] => row.valide && !!row.body);
  // A person's first row creates their record: the rows naming them again run once it exists, not beside it.
  const seen = new Set<string>();
  const again = (row: (typeof valid)[number]) => {
    const keys = partyKeys(row.body);
    const repeated = keys.some((key) => seen.has(key));
    keys.forEach((key) => seen.add(key));
    return repeated;
  };
  const phases = [[], []] as (typeof valid)[];
  for (const row of valid) phases[again(row) ? 1 : 0]!.push(row);
  for (const pending of phases) await inLanes(pending, create, LANES);
  const byLine = (a: { ligne: number }, b: { ligne: number }) => a.ligne - b.ligne;
  await Promise.all([
    storage.put(importReportKey(structureId, importId), Buffer.from(JSON.stringify(report.sort(byLine))), 'application/json'),
    storage.put(importClientsReportKey(structureId, importId), Buffer.from(JSON.stringify(clientsReport.sort(byLine))), 'application/json'),
  ]);
  await markEnded(structureId, importId, { etat: 'TER', termineLe: clock.nowIso(), ...counts });
  log.info('dossier-import: ended', { importId, ...counts });
};

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = JSON.parse(record.body) as DossierImportMessage;
    try {
      await runImport(message);
    } catch (error) {
      const receives = Number(record.attributes.ApproximateReceiveCount);
      log.warn('dossier-import: failed', { importId: message.importId, receives, error: String(error) });
      if (receives >= MAX_RECEIVES) await markEnded(message.structureId, message.importId, { etat: 'ECH', termineLe: clock.nowIso() });
      else failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};
