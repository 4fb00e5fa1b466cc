import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { isolate } from '@mizan/shared/bidi';
import { IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { Language } from '@mizan/shared/roles';
import { DataTable, type Column } from '../../../components/data-table';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { csvFile, downloadCsv } from '../../../lib/csv';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import {
  downloadImportTemplate,
  needsMapping,
  readImportColumns,
  uploadImportFile,
  useImport,
  usePreviewImport,
  useRunImport,
  type ImportColumns,
  type ImportJob,
  type ImportPreview,
} from '../api/dossier-import';
import { ImportMappingStep, type Correspondence } from './import-mapping-step';

type Reason = { champ: string; code: string; dossier?: string };
type Line = { ligne: number; refCabinet: string; etat: string; raisons: Reason[] };

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * A reason as the reader reads it: the column's header in their language, then the rule's message
 * (a conflict of interest names the firm's dossier concerned, isolated: a reference reads left to right).
 */
const useReasonText = () => {
  const { t } = useTranslation(['settings', 'api']);
  const language = currentLanguage();
  return ({ champ, code, dossier }: Reason) => {
    const column = IMPORT_COLUMNS.find((c) => c.key === champ);
    const message = dossier ? t('import.conflict', { role: t(`api:${code}`), dossier: isolate(dossier) }) : t(`api:${code}`);
    return column ? t('import.reason', { column: column.headers[language], message }) : message;
  };
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
  const reasonText = useReasonText();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [headers, setHeaders] = useState<ImportColumns>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [started, setStarted] = useState(false);
  const { trigger: previewImport } = usePreviewImport();
  const { trigger: runImport, isMutating: starting } = useRunImport();
  const { data: job } = useImport(started ? preview?.id : undefined);

  const choose = async (file: File) => {
    setReading(true);
    setHeaders(undefined);
    setPreview(undefined);
    setStarted(false);
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
  const previewMapped = async (id: string, correspondances: Correspondence[]) => {
    setPreview(await previewImport({ params: { id }, body: { correspondances } }));
    setHeaders(undefined);
  };

  const run = async (id: string) => {
    try {
      await runImport({ params: { id } });
      setStarted(true);
    } catch (error) {
      notifyError(error);
    }
  };

  const columns: Column<Line>[] = [
    { key: 'ligne', header: t('import.columns.ligne') },
    { key: 'refCabinet', header: t('import.columns.refCabinet'), render: (line) => <bdi>{line.refCabinet}</bdi> },
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
      {preview && !started && (
        <Stack gap="3" data-testid="import-preview">
          <Text fontWeight="semibold">
            <IsolatedSentence
              template={t('import.summary')}
              values={{ rows: String(preview.lignes.length), valid: String(preview.aCreer) }}
            />
          </Text>
          <DataTable
            columns={columns}
            rows={preview.lignes.map((line) => ({ ...line, etat: t(line.valide ? 'import.valid' : 'import.invalid') }))}
            rowKey={(line) => String(line.ligne)}
            caption={t('import.previewCaption')}
          />
          <Button
            alignSelf="start"
            colorPalette="teal"
            disabled={!preview.aCreer}
            loading={starting}
            onClick={() => void run(preview.id)}
            data-testid="import-run"
          >
            {t('import.run', { number: preview.aCreer })}
          </Button>
        </Stack>
      )}
      {started && job && <ImportProgress job={job} language={language} columns={columns} />}
    </Stack>
  );
};

const RESULTS = { CRE: 'import.created', IGN: 'import.skipped', ECH: 'import.failed' } as const;

/** The running job's progress bar, then its counts and report (the rows not created, all of them in the CSV). */
const ImportProgress = ({ job, language, columns }: { job: ImportJob; language: Language; columns: Column<Line>[] }) => {
  const { t } = useTranslation('settings');
  const reasonText = useReasonText();
  const percent = job.total ? Math.round((job.faits / job.total) * 100) : 0;
  const lines = (job.rapport ?? []).map((line) => ({ ...line, etat: t(RESULTS[line.resultat]) }));
  const downloadReport = () =>
    downloadCsv(
      `mizan-import-${job.creeLe.slice(0, 10)}.csv`,
      csvFile(
        [
          columns.map((column) => column.header),
          ...lines.map((line) => [String(line.ligne), line.refCabinet, line.etat, line.raisons.map(reasonText).join(' ; ')]),
        ],
        language,
      ),
    );
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
          <Text fontWeight="semibold">{t('import.report', { created: job.crees, skipped: job.ignores, failed: job.echoues })}</Text>
          <Button alignSelf="start" variant="outline" onClick={downloadReport} data-testid="import-report-csv">
            <LuDownload /> {t('import.reportCsv')}
          </Button>
          <DataTable
            columns={columns}
            rows={lines.filter((line) => line.resultat !== 'CRE')}
            rowKey={(line) => String(line.ligne)}
            caption={t('import.reportCaption')}
            emptyText={t('import.allCreated')}
          />
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
