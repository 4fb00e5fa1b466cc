import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { isolate } from '@mizan/shared/bidi';
import { CLIENT_SHEET_COLUMNS, IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { Language } from '@mizan/shared/roles';
import { DataTable, type Column } from '../../../components/data-table';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { csvFile, downloadCsv } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import {
  downloadImportTemplate,
  needsMapping,
  readImportColumns,
  uploadImportFile,
  useImport,
  useImports,
  usePreviewImport,
  useRunImport,
  type ImportColumns,
  type ImportJob,
  type ImportPreview,
  type ImportSummary,
} from '../api/dossier-import';
import { ImportMappingStep, type Correspondences } from './import-mapping-step';

type Reason = { champ: string; code: string; dossier?: string };
/** A row of a sheet as the tables show it: its line, the dossier's reference or the client's name, its state and reasons. */
type Line = { ligne: number; label: string; etat: string; raisons: Reason[] };
/** The file's two sheets: their columns, the header of their rows' label, their report's download and table. */
const SHEETS = {
  dossiers: {
    columns: IMPORT_COLUMNS,
    label: 'import.columns.refCabinet',
    reportCsv: 'import.reportCsv',
    reportCaption: 'import.reportCaption',
  },
  clients: {
    columns: CLIENT_SHEET_COLUMNS,
    label: 'import.columns.client',
    reportCsv: 'import.clientsReportCsv',
    reportCaption: 'import.clientsReportCaption',
  },
} as const;
type SheetName = keyof typeof SHEETS;

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * A reason as the reader reads it: the column's header in their language, then the rule's message
 * (a conflict of interest names the firm's dossier concerned, isolated: a reference reads left to right).
 */
const useReasonText = (sheet: SheetName) => {
  const { t } = useTranslation(['settings', 'api']);
  const language = currentLanguage();
  return ({ champ, code, dossier }: Reason) => {
    const column = (SHEETS[sheet].columns as readonly { key: string; headers: Record<Language, string> }[]).find((c) => c.key === champ);
    const message = dossier ? t('import.conflict', { role: t(`api:${code}`), dossier: isolate(dossier) }) : t(`api:${code}`);
    return column ? t('import.reason', { column: column.headers[language], message }) : message;
  };
};

/** A sheet's table of lines: the line, the dossier's reference or the client's name (isolated), the state, the reasons. */
const useLineColumns = (sheet: SheetName): Column<Line>[] => {
  const { t } = useTranslation('settings');
  const reasonText = useReasonText(sheet);
  return [
    { key: 'ligne', header: t('import.columns.ligne') },
    { key: 'label', header: t(SHEETS[sheet].label), render: (line) => <bdi>{line.label}</bdi> },
    { key: 'etat', header: t('import.columns.etat') },
    {
      key: 'raisons',
      header: t('import.columns.raisons'),
      render: (line) => (
        <Stack gap="0">
          {line.raisons.map((reason, index) => (
            <Text key={index} fontSize="sm">
              {reasonText(reason)}
            </Text>
          ))}
        </Stack>
      ),
    },
  ];
};

/**
 * Settings › Import (administrators): downloads the template, sends a spreadsheet, asks for the
 * correspondences of its headers when they are not the template's nor the firm's saved ones, and
 * previews it (each row valid or not, with its reasons), runs the import, shows its progress (read again
 * every second) and its report, downloadable as CSV.
 */
export const DossierImportPanel = () => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const dossierColumns = useLineColumns('dossiers');
  const clientColumns = useLineColumns('clients');
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [headers, setHeaders] = useState<ImportColumns>();
  const [preview, setPreview] = useState<ImportPreview>();
  /** The import whose progress and reports show: the one just run, or one of the list opened. */
  const [shown, setShown] = useState<string>();
  const previewState = (valide: boolean) => t(valide ? 'import.valid' : 'import.invalid');
  const { trigger: previewImport } = usePreviewImport();
  const { trigger: runImport, isMutating: starting } = useRunImport();
  const { data: job } = useImport(shown);

  const choose = async (file: File) => {
    setReading(true);
    setHeaders(undefined);
    setPreview(undefined);
    setShown(undefined);
    try {
      const id = await uploadImportFile(file);
      const read = await readImportColumns(id);
      if (needsMapping(read)) setHeaders(read);
      else setPreview(await previewImport({ params: { id }, body: {} }));
    } catch (error) {
      notifyError(error);
    } finally {
      setReading(false);
    }
  };

  /** The preview with the person's correspondences; a refusal stays on the mapping step's form. */
  const previewMapped = async (id: string, correspondences: Correspondences) => {
    setPreview(await previewImport({ params: { id }, body: correspondences }));
    setHeaders(undefined);
  };

  const run = async (id: string) => {
    try {
      await runImport({ params: { id } });
      setShown(id);
    } catch (error) {
      notifyError(error);
    }
  };

  const toCreate = preview ? preview.aCreer + preview.clients.aCreer : 0;

  return (
    <Stack gap="4" maxW="4xl" data-testid="dossier-import">
      <Text>{t('import.intro')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => void downloadImportTemplate(language).catch(notifyError)} data-testid="import-template">
          <LuDownload /> {t('import.template')}
        </Button>
        <Button colorPalette="teal" onClick={() => input.current?.click()} loading={reading} data-testid="import-choose">
          <LuUpload /> {t('import.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="import-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
      </HStack>
      {headers && <ImportMappingStep key={headers.id} columns={headers} onPreview={(given) => previewMapped(headers.id, given)} />}
      {preview && !shown && (
        <Stack gap="3" data-testid="import-preview">
          {(preview.lignes.length > 0 || !preview.clients.lignes.length) && (
            <>
              <Text fontWeight="semibold">
                <IsolatedSentence
                  template={t('import.summary')}
                  values={{ rows: String(preview.lignes.length), valid: String(preview.aCreer) }}
                />
              </Text>
              <DataTable
                columns={dossierColumns}
                rows={preview.lignes.map(({ refCabinet, ...line }) => ({ ...line, label: refCabinet, etat: previewState(line.valide) }))}
                rowKey={(line) => String(line.ligne)}
                caption={t('import.previewCaption')}
              />
            </>
          )}
          {preview.clients.lignes.length > 0 && (
            <Stack gap="3" data-testid="import-preview-clients">
              <Text fontWeight="semibold">
                <IsolatedSentence
                  template={t('import.clientsSummary')}
                  values={{ rows: String(preview.clients.lignes.length), valid: String(preview.clients.aCreer) }}
                />
              </Text>
              <DataTable
                columns={clientColumns}
                rows={preview.clients.lignes.map(({ client, ...line }) => ({ ...line, label: client, etat: previewState(line.valide) }))}
                rowKey={(line) => String(line.ligne)}
                caption={t('import.clientsCaption')}
              />
            </Stack>
          )}
          <Button
            alignSelf="start"
            colorPalette="teal"
            disabled={!toCreate}
            loading={starting}
            onClick={() => void run(preview.id)}
            data-testid="import-run"
          >
            {preview.clients.lignes.length
              ? t('import.runWithClients', { dossiers: preview.aCreer, clients: preview.clients.aCreer })
              : t('import.run', { number: preview.aCreer })}
          </Button>
        </Stack>
      )}
      {shown && job && <ImportProgress job={job} />}
      <PastImports
        current={job}
        onOpen={(id) => {
          setHeaders(undefined);
          setPreview(undefined);
          setShown(id);
        }}
      />
    </Stack>
  );
};

const STATES = { ENC: 'import.states.ENC', TER: 'import.states.TER', ECH: 'import.states.ECH', APE: 'import.states.APE' } as const;
type Past = ImportSummary & { quand: string; etatTexte: string; resultat: string };

/** The firm's imports that were run, newest first, each to open again (its progress, or its reports); read again when the shown one ends. */
const PastImports = ({ current, onOpen }: { current: ImportJob | undefined; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const imports = useImports();
  const { mutate } = imports;
  const ended = current && current.etat !== 'ENC' ? current.id : undefined;
  useEffect(() => {
    if (ended) void mutate();
  }, [ended, mutate]);
  const columns: Column<Past>[] = [
    { key: 'quand', header: t('import.past.date'), sortable: false },
    { key: 'fichier', header: t('import.past.file'), sortable: false, render: (item) => <bdi>{item.fichier}</bdi> },
    { key: 'etatTexte', header: t('import.columns.etat'), sortable: false },
    { key: 'resultat', header: t('import.past.result'), sortable: false },
  ];
  const rows = (imports.data?.items ?? []).map((item): Past => ({
    ...item,
    quand: formatDateTime(item.creeLe, language),
    etatTexte: t(STATES[item.etat]),
    resultat:
      item.etat === 'TER'
        ? t('import.past.counts', { dossiers: item.crees, clients: item.clientsCrees, failed: item.echoues + item.clientsEchoues })
        : '',
  }));
  return (
    <Stack gap="2" data-testid="import-list">
      <Text fontWeight="semibold">{t('import.past.title')}</Text>
      <DataTable
        columns={columns}
        rows={rows}
        actions={[{ type: 'view', onClick: (item) => onOpen(item.id) }]}
        rowKey={(item) => item.id}
        read={imports}
        emptyText={t('import.past.empty')}
      />
    </Stack>
  );
};

const RESULTS = { CRE: 'import.created', IGN: 'import.skipped', ECH: 'import.failed' } as const;
type ReportLine = Line & { resultat: keyof typeof RESULTS };

/** The running job's progress bar, then its counts and reports (the rows not created, all of them in the CSV), the clients sheet's after the dossiers' (a sheet without rows has none). */
const ImportProgress = ({ job }: { job: ImportJob }) => {
  const { t } = useTranslation('settings');
  const percent = job.total ? Math.round((job.faits / job.total) * 100) : 0;
  const linesOf = <R extends Omit<ReportLine, 'label' | 'etat'>>(rows: readonly R[] | null, label: (row: R) => string) =>
    (rows ?? []).map((row): ReportLine => ({ ...row, label: label(row), etat: t(RESULTS[row.resultat]) }));
  const dossierLines = linesOf(job.rapport, (row) => row.refCabinet);
  const clientLines = linesOf(job.rapportClients, (row) => row.client);
  return (
    <Stack gap="3" data-testid="import-job">
      {job.etat === 'ENC' && (
        <Stack gap="2" data-testid="import-running">
          <Progress.Root value={percent} colorPalette="teal" size="sm" aria-label={t('import.running')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('import.progress', { done: job.faits, total: job.total })}
          </Text>
        </Stack>
      )}
      {job.etat === 'TER' && (
        <Stack gap="3" data-testid="import-report">
          {(dossierLines.length > 0 || !clientLines.length) && (
            <ImportReport
              summary={t('import.report', { created: job.crees, skipped: job.ignores, failed: job.echoues })}
              sheet="dossiers"
              lines={dossierLines}
              file={`mizan-import-${job.creeLe.slice(0, 10)}.csv`}
              testId="import-report-csv"
            />
          )}
          {clientLines.length > 0 && (
            <ImportReport
              summary={t('import.clientsReport', { created: job.clientsCrees, skipped: job.clientsIgnores, failed: job.clientsEchoues })}
              sheet="clients"
              lines={clientLines}
              file={`mizan-import-clients-${job.creeLe.slice(0, 10)}.csv`}
              testId="import-report-clients-csv"
            />
          )}
        </Stack>
      )}
      {job.etat === 'ECH' && (
        <Text color="fg.error" data-testid="import-failed">
          {t('import.jobFailed')}
        </Text>
      )}
    </Stack>
  );
};

type ImportReportProps = { sheet: SheetName; summary: string; lines: ReportLine[]; file: string; testId: string };

/** A sheet's report: its counts, its CSV (every row, the reasons in the reader's words) and the table of its rows not created. */
const ImportReport = ({ sheet, summary, lines, file, testId }: ImportReportProps) => {
  const { t } = useTranslation('settings');
  const language = currentLanguage();
  const columns = useLineColumns(sheet);
  const reasonText = useReasonText(sheet);
  const download = () =>
    downloadCsv(
      file,
      csvFile(
        [
          columns.map((column) => column.header),
          ...lines.map((line) => [String(line.ligne), line.label, line.etat, line.raisons.map(reasonText).join(' ; ')]),
        ],
        language,
      ),
    );
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{summary}</Text>
      <Button alignSelf="start" variant="outline" onClick={download} data-testid={testId}>
        <LuDownload /> {t(SHEETS[sheet].reportCsv)}
      </Button>
      <DataTable
        columns={columns}
        rows={lines.filter((line) => line.resultat !== 'CRE')}
        rowKey={(line) => String(line.ligne)}
        caption={t(SHEETS[sheet].reportCaption)}
        emptyText={t('import.allCreated')}
      />
    </Stack>
  );
};
