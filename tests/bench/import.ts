import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { ImportJob, ImportPreview } from '@mizan/shared/schemas/imports';
import { callRoute } from '../../infra/local/call';
import { importUpload, type RouteCaller } from '../../infra/local/upload';
import { lawyerFirm } from './dossiers';

/**
 * Import bench (issue 33): a file of `rows` dossiers (2,000 by default), each with a new client
 * (a person with a CIN) and a new opposing company (an RC), uploaded as XLSX, previewed, then run;
 * the time from the run's start until the job reports it ended, against the 2 minutes.
 */
export type ImportBenchOptions = { apiUrl: string; rows?: number };

const TARGET_SECONDS = 120;

const workbook = async (rows: number) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Dossiers');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.headers.fr, key: column.key }));
  const run = Date.now().toString(36).toUpperCase();
  for (let n = 1; n <= rows; n++)
    sheet.addRow({
      refCabinet: `BENCH-${run}-${n}`,
      nom: `Dossier importé ${n}`,
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      dateOuverture: '2026-01-15',
      clientCin: `B${run}${n}`,
      clientNom: `Client${n}`,
      clientPrenom: 'Salma',
      adversaireRc: `RC${run}${n}`,
      adversaireRaisonSociale: `Société ${n} SARL`,
    });
  return Buffer.from(await book.xlsx.writeBuffer());
};

export const benchImport = async ({ apiUrl, rows = 2000 }: ImportBenchOptions) => {
  const api: RouteCaller = (name, options) => callRoute(apiUrl, name, options);
  const { token } = await lawyerFirm(apiUrl, 'import');
  const id = await importUpload(api, token, 'dossiers.xlsx', await workbook(rows));
  const previewed = performance.now();
  const preview = await api<ImportPreview>('imports.preview', { token, params: { id } });
  if (preview.status !== 200 || preview.body.aCreer !== rows)
    throw new Error(`the preview answered ${preview.status}, ${preview.body.aCreer} rows to create of ${rows}`);
  const previewSeconds = (performance.now() - previewed) / 1000;
  const started = performance.now();
  const ran = await api<ImportJob>('imports.run', { token, params: { id }, headers: { 'idempotency-key': `bench-${id}` } });
  if (ran.status !== 202) throw new Error(`imports.run answered ${ran.status}`);
  let job = ran.body;
  while (job.etat === 'ENC') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await api<ImportJob>('imports.get', { token, params: { id } })).body;
  }
  const seconds = (performance.now() - started) / 1000;
  if (job.etat !== 'TER' || job.crees !== rows) throw new Error(`the import ended ${job.etat} with ${job.crees} of ${rows} created`);
  const verdict = seconds <= (TARGET_SECONDS * rows) / 2000 ? 'met' : 'missed';
  console.log(`\nImport bench: ${rows} rows (a new client and a new opposing company each)`);
  console.log(`| preview | run until done | rows/s | target (2,000 rows in 2 min) |`);
  console.log('|---|---|---|---|');
  console.log(`| ${previewSeconds.toFixed(1)} s | ${seconds.toFixed(1)} s | ${(rows / seconds).toFixed(1)} | ${verdict} |`);
};
