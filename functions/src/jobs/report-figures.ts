import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { clock } from '../adapters/clock';
import type { ReportFiguresMessage } from '../adapters/queue';
import { dossierContents, firmDossierIds } from '../db/firm-export';
import { listFirmIds } from '../db/firms';
import { findInvoice } from '../db/invoices';
import { putReports } from '../db/report-aggregates';
import type { Figures } from '../db/reports';
import { casablancaToday } from '../services/working-days';
import { addDossier, emptyFigures, type DossierRecords } from '../services/report-figures';
import { log } from '../runtime/log';

/** How many dossiers of a firm are read at once. */
const PARALLEL_DOSSIERS = 8;

/** One dossier's records as the figures count them: its partition, its invoices with their payments and credit notes (X2, X3, RP3). */
const recordsOf = async (structureId: string, dossierId: string): Promise<DossierRecords | undefined> => {
  const contents = await dossierContents(structureId, dossierId);
  const dossier = contents.dossiers[0] as DossierRecords['dossier'] | undefined;
  if (!dossier) return undefined;
  const issued = contents.invoices.filter((invoice) => invoice.statut !== 'BROUILLON');
  const invoices = await Promise.all(
    issued.map(async (invoice) => {
      const whole = await findInvoice(structureId, invoice.id as string);
      return {
        ...(invoice as unknown as Omit<DossierRecords['invoices'][number], 'payments' | 'creditNotes'>),
        payments: whole?.payments ?? [],
        creditNotes: whole?.creditNotes ?? [],
      };
    }),
  );
  return {
    dossier,
    deadlines: contents.deadlines as unknown as DossierRecords['deadlines'],
    history: contents.history as unknown as DossierRecords['history'],
    expenses: contents.expenses as unknown as DossierRecords['expenses'],
    invoices,
  };
};

/** Computes one firm's figures, the whole firm's and each lawyer's, and stores them. */
export const computeFirmReports = async (structureId: string, now = clock.now()) => {
  const today = casablancaToday(now);
  const firm = emptyFigures();
  const byLawyer = new Map<string, Figures>();
  const ids = await firmDossierIds(structureId);
  for (let i = 0; i < ids.length; i += PARALLEL_DOSSIERS) {
    const batch = await Promise.all(ids.slice(i, i + PARALLEL_DOSSIERS).map((id) => recordsOf(structureId, id)));
    for (const records of batch) {
      if (!records) continue;
      const lawyer = records.dossier.idUtilisateur;
      if (!byLawyer.has(lawyer)) byLawyer.set(lawyer, emptyFigures());
      addDossier(firm, records, today);
      addDossier(byLawyer.get(lawyer)!, records, today);
    }
  }
  await putReports(structureId, now.toISOString(), firm, byLawyer);
  return ids.length;
};

/** The firms whose figures were asked for now (an SQS batch: `POST /api/Rapports/actualiser`); a firm that fails is tried again by the queue. */
export const computeAskedFirms = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const { structureId } = JSON.parse(record.body) as ReportFiguresMessage;
    try {
      const dossiers = await computeFirmReports(structureId);
      log.info('reports computed', { firms: 1, dossiers });
    } catch (error) {
      log.error('reports not computed', { structureId, error: (error as Error).name });
      failures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures: failures };
};

/**
 * The reports job (issue 33): each firm's figures computed from its dossiers' partitions and
 * stored as one item per firm and per lawyer (db/reports.ts), which `GET /api/Rapports` reads.
 * Nightly for every firm (the jobs stack's schedule; locally hourly, or `POST
 * /_control/jobs/report-figures`): a firm that fails is logged and left as it was, the next run
 * computes it again. An SQS event (its queue) names the firms asked for now.
 */
export const handler = async (event?: unknown) => {
  if (Array.isArray((event as Partial<SQSEvent> | undefined)?.Records)) return computeAskedFirms(event as SQSEvent);
  let firms = 0;
  let dossiers = 0;
  for (const structureId of await listFirmIds()) {
    try {
      dossiers += await computeFirmReports(structureId);
      firms += 1;
    } catch (error) {
      log.error('reports not computed', { structureId, error: (error as Error).name });
    }
  }
  log.info('reports computed', { firms, dossiers });
  return { firms, dossiers };
};
