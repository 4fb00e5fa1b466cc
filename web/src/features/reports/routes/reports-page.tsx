import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { Reports } from '@mizan/shared/schemas/reports';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuRefreshCw } from 'react-icons/lu';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { csvFile, downloadCsv } from '../../../lib/csv';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import type { Language } from '@mizan/shared/roles';
import { useSession } from '../../../lib/use-session';
import { useFirmStaff, useRefreshReports, useReportLabels, useReports, type LabelKind, type ReportFilters } from '../api/reports';
import { ReportChart, type ChartData } from '../components/report-chart';

type Section = ChartData & { id: string; title: string; money?: boolean; note?: string };

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthsBack = (month: string, n: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - n);
  return date.toISOString().slice(0, 7);
};

/** The page's sections, each a chart and its table, from the figures and the labels of their keys. */
const sectionsOf = (report: Reports, t: (key: string) => string, label: (kind: LabelKind, key: string) => string): Section[] => {
  const months = report.mois.map((row) => row.mois);
  const counts = (id: string, kind: 'status' | 'type' | 'court' | 'lawyer', rows: { cle: string; nombre: number }[]): Section => ({
    id,
    title: t(`sections.${id}`),
    kind: 'bar',
    labels: rows.map((row) => label(kind, row.cle)),
    series: [{ label: t('series.dossiers'), values: rows.map((row) => row.nombre) }],
  });
  const expenseTypes = [...new Set(report.depensesParType.map((row) => row.idTypeDepense))];
  const dirhams = (centimes: number) => centimes / 100;
  return [
    counts('byStatus', 'status', report.ouverts.parStatut),
    counts('byType', 'type', report.ouverts.parType),
    counts('byCourt', 'court', report.ouverts.parTribunal),
    counts('byLawyer', 'lawyer', report.ouverts.parAvocat),
    {
      id: 'openedClosed',
      title: t('sections.openedClosed'),
      kind: 'line',
      labels: months,
      series: [
        { label: t('series.opened'), values: report.mois.map((row) => row.nouveaux) },
        { label: t('series.closed'), values: report.mois.map((row) => row.clos) },
      ],
    },
    {
      id: 'hearings',
      title: t('sections.hearings'),
      kind: 'bar',
      labels: report.audiencesParSemaine.map((row) => row.semaine),
      series: [{ label: t('series.hearings'), values: report.audiencesParSemaine.map((row) => row.nombre) }],
    },
    {
      id: 'deadlines',
      title: t('sections.deadlines'),
      kind: 'bar',
      labels: months,
      series: [
        { label: t('series.onTime'), values: report.mois.map((row) => row.echeancesATemps) },
        { label: t('series.late'), values: report.mois.map((row) => row.echeancesEnRetard) },
      ],
    },
    {
      id: 'expenses',
      title: t('sections.expenses'),
      kind: 'bar',
      money: true,
      labels: months,
      series: expenseTypes.map((type) => ({
        label: label('expense', type),
        values: months.map((mois) =>
          dirhams(report.depensesParType.find((row) => row.mois === mois && row.idTypeDepense === type)?.centimes ?? 0),
        ),
      })),
    },
    {
      id: 'fees',
      title: t('sections.fees'),
      note: t('notes.fees'),
      kind: 'line',
      money: true,
      labels: months,
      series: [
        { label: t('series.billed'), values: report.mois.map((row) => dirhams(row.factureCentimes)) },
        { label: t('series.collected'), values: report.mois.map((row) => dirhams(row.encaisseCentimes)) },
      ],
    },
    {
      id: 'feesByLawyer',
      title: t('sections.feesByLawyer'),
      note: t('notes.fees'),
      kind: 'bar',
      money: true,
      labels: report.honorairesParAvocat.map((row) => label('lawyer', row.idAvocat)),
      series: [
        { label: t('series.billed'), values: report.honorairesParAvocat.map((row) => dirhams(row.factureCentimes)) },
        { label: t('series.collected'), values: report.honorairesParAvocat.map((row) => dirhams(row.encaisseCentimes)) },
      ],
    },
  ];
};

/** A section: its chart and, beside it (below on a phone), its numbers in a table. */
const ReportSection = ({
  section,
  language,
  rtl,
  emptyText,
}: {
  section: Section;
  language: Language;
  rtl: boolean;
  emptyText: string;
}) => {
  const value = (n: number) => (section.money ? formatAmount(n, language) : n.toLocaleString(language));
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" padding="4" minWidth="0" data-testid={`report-${section.id}`}>
      <Heading as="h2" size="md" marginBottom="3">
        {section.title}
      </Heading>
      {section.labels.length === 0 || section.series.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
          <ReportChart data={section} rtl={rtl} title={section.title} />
          <Box overflowX="auto" minWidth="0">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader />
                  {section.series.map((series) => (
                    <Table.ColumnHeader key={series.label} textAlign="end">
                      {series.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {section.labels.map((label, i) => (
                  <Table.Row key={`${label}-${i}`}>
                    <Table.Cell>
                      <bdi>{label}</bdi>
                    </Table.Cell>
                    {section.series.map((series) => (
                      <Table.Cell key={series.label} textAlign="end">
                        <bdi>{value(series.values[i] ?? 0)}</bdi>
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </SimpleGrid>
      )}
      {section.note && (
        <Text fontSize="sm" color="fg.muted" marginTop="2">
          {section.note}
        </Text>
      )}
    </Box>
  );
};

/** "Rapports": the firm's figures (a lawyer: their own dossiers') for a period, as charts and tables, exportable as CSV. */
export const ReportsPage = () => {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language as Language;
  const rtl = i18n.dir(language) === 'rtl';
  const session = useSession();
  const firmView = Boolean(session?.roles.includes('ADMIN') || session?.userType === 'ASSISTANT');
  const [filters, setFilters] = useState<ReportFilters>(() => ({ du: monthsBack(thisMonth(), 11), au: thisMonth() }));
  const report = useReports(filters);
  const { trigger: askRefresh, isMutating: asking } = useRefreshReports();
  const refresh = async () => {
    try {
      await askRefresh({});
      await report.mutate();
    } catch (error) {
      notifyError(error);
    }
  };
  const computing = report.data?.actualisationDemandee;
  const staff = useFirmStaff().data;
  const label = useReportLabels();
  const sections = useMemo(() => (report.data ? sectionsOf(report.data, t, label) : []), [report.data, t, label]);
  const exportCsv = () => {
    const rows = sections.flatMap((section) =>
      section.labels.flatMap((label, i) =>
        section.series.map((series) => [section.title, label, series.label, String(series.values[i] ?? 0)]),
      ),
    );
    downloadCsv(
      `${t('fileName')}-${filters.du}-${filters.au}.csv`,
      csvFile([[t('csv.section'), t('csv.label'), t('csv.series'), t('csv.value')], ...rows], language),
    );
  };
  return (
    <Stack gap="4" minWidth="0" data-testid="reports-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Button variant="outline" onClick={exportCsv} disabled={!sections.length} data-testid="reports-csv">
          <LuDownload /> {t('export')}
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" align="end">
        <TextField
          name="du"
          type="month"
          label={t('from')}
          value={filters.du}
          onChange={(event) => event.target.value && setFilters((f) => ({ ...f, du: event.target.value }))}
        />
        <TextField
          name="au"
          type="month"
          label={t('to')}
          value={filters.au}
          onChange={(event) => event.target.value && setFilters((f) => ({ ...f, au: event.target.value }))}
        />
        {firmView && (
          <SelectField
            name="avocat"
            label={t('lawyer')}
            value={filters.avocat ?? ''}
            placeholder={t('wholeFirm')}
            options={(staff ?? [])
              .filter((p) => p.idTypeUtilisateur === 'AVOCAT')
              .map((p) => ({ value: p.idUtilisateur, label: `${p.prenom} ${p.nom}` }))}
            onChange={(event) => setFilters((f) => ({ ...f, avocat: event.target.value || undefined }))}
          />
        )}
      </HStack>
      {report.data && (
        <HStack gap="3" wrap="wrap">
          <Text color="fg.muted" data-testid="reports-computed" role="status">
            {computing
              ? t('computing', { at: formatDateTime(computing, language) })
              : report.data.calculeLe
                ? t('computedAt', { at: formatDateTime(report.data.calculeLe, language) })
                : t('notComputed')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void refresh()}
            loading={asking || Boolean(computing)}
            loadingText={t('refreshing')}
            data-testid="reports-refresh"
          >
            <LuRefreshCw /> {t('refresh')}
          </Button>
        </HStack>
      )}
      <SimpleGrid columns={1} gap="4">
        {sections.map((section) => (
          <ReportSection key={section.id} section={section} language={language} rtl={rtl} emptyText={t('empty')} />
        ))}
      </SimpleGrid>
    </Stack>
  );
};
