import { Badge, Button, Heading, HStack, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { LIST_STATUSES } from '@mizan/shared/schemas/billing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { csvFile, downloadCsv } from '../../../lib/csv';
import { formatCentimes, formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useFirmStaff } from '../api/fees';
import {
  downloadFirmInvoicesXlsx,
  readAllFirmInvoices,
  useFirmInvoices,
  type FirmInvoiceFilters,
  type FirmInvoiceRow,
} from '../api/invoices';
import { centimesText } from '../utils/amounts';

const STATUS_COLOURS = { BROUILLON: 'gray', IMPAYEE: 'orange', PARTIELLE: 'yellow', PAYEE: 'green', ANNULEE: 'red' } as const;
const AGES = ['j30', 'j60', 'j90', 'plus90'] as const;

/**
 * /Invoices: the firm's invoices (a lawyer's: their dossiers') by status, lawyer, client (a client's
 * name filters by them) and issue period, the filtered set's totals and what is still due by age,
 * and its CSV for the accountant.
 */
export const InvoicesPage = () => {
  const { t } = useTranslation(['fees', 'translation']);
  const language = currentLanguage();
  const session = useSession();
  const firmView = session?.roles.includes('ADMIN') || session?.userType === 'ASSISTANT';
  const lawyers = (useFirmStaff().data ?? []).filter((person) => person.idTypeUtilisateur === 'AVOCAT');
  const [filters, setFilters] = useState<FirmInvoiceFilters>({});
  const [clientName, setClientName] = useState('');
  const invoices = useFirmInvoices(filters);
  const summary = invoices.pages[0];
  const money = (centimes: number) => <bdi>{formatCentimes(centimes, language)}</bdi>;
  const set = (change: FirmInvoiceFilters) => setFilters((current) => ({ ...current, ...change }));

  const columns: Column<FirmInvoiceRow>[] = [
    { key: 'numero', header: t('firmInvoices.number'), render: (row) => <bdi>{row.numero ?? t('invoices.states.BROUILLON')}</bdi> },
    { key: 'date', header: t('firmInvoices.date'), render: (row) => <bdi>{formatDate(row.date, language)}</bdi> },
    {
      key: 'nomClient',
      header: t('firmInvoices.client'),
      render: (row) =>
        row.idClients[0] ? (
          <Button
            variant="plain"
            size="sm"
            padding="0"
            height="auto"
            onClick={() => (set({ idClient: row.idClients[0] }), setClientName(row.nomClient))}
            data-testid="filter-by-client"
          >
            <bdi>{row.nomClient}</bdi>
          </Button>
        ) : (
          <bdi>{row.nomClient}</bdi>
        ),
    },
    {
      key: 'refCabinet',
      header: t('firmInvoices.dossier'),
      render: (row) => (
        <RouterLink to={`/Folder?id=${row.idDossier}`}>
          <bdi>{row.refCabinet}</bdi>
        </RouterLink>
      ),
    },
    { key: 'nomAvocat', header: t('firmInvoices.lawyer'), render: (row) => <bdi>{row.nomAvocat}</bdi> },
    { key: 'ttcCentimes', header: t('firmInvoices.ttc'), render: (row) => money(row.ttcCentimes) },
    { key: 'payeCentimes', header: t('firmInvoices.paid'), render: (row) => money(row.payeCentimes) },
    { key: 'resteCentimes', header: t('firmInvoices.due'), render: (row) => money(row.resteCentimes) },
    {
      key: 'statut',
      header: t('invoices.status'),
      render: (row) => <Badge colorPalette={STATUS_COLOURS[row.statut]}>{t(`invoices.states.${row.statut}`)}</Badge>,
    },
  ];

  const fileName = `${t('firmInvoices.fileName')}-${new Date().toISOString().slice(0, 10)}`;
  const exportCsv = async () => {
    const rows = await readAllFirmInvoices(filters);
    const header = ['number', 'date', 'client', 'dossier', 'lawyer', 'ttc', 'paid', 'due', 'status'].map((key) =>
      t(key === 'status' ? 'invoices.status' : `firmInvoices.${key}`),
    );
    const amount = (centimes: number) => centimesText(centimes, language);
    const cells = rows.map((row) => [
      row.numero ?? '',
      row.date,
      row.nomClient,
      row.refCabinet,
      row.nomAvocat,
      amount(row.ttcCentimes),
      amount(row.payeCentimes),
      amount(row.resteCentimes),
      t(`invoices.states.${row.statut}`),
    ]);
    downloadCsv(`${fileName}.csv`, csvFile([header, ...cells], language));
  };

  return (
    <Stack gap="4" data-testid="invoices-page">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t('firmInvoices.title')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <DownloadButton size="md" download={exportCsv} data-testid="export-invoices">
            {t('firmInvoices.export')}
          </DownloadButton>
          <DownloadButton size="md" download={() => downloadFirmInvoicesXlsx(filters, fileName)} data-testid="export-invoices-xlsx">
            {t('firmInvoices.exportXlsx')}
          </DownloadButton>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end" data-testid="invoice-filters">
        <SelectField
          name="filter-status"
          label={t('invoices.status')}
          value={filters.statut ?? ''}
          placeholder={t('firmInvoices.anyStatus')}
          options={LIST_STATUSES.map((value) => ({ value, label: t(`invoices.states.${value}`) }))}
          onChange={(event) => set({ statut: (event.target.value || undefined) as FirmInvoiceFilters['statut'] })}
        />
        {firmView && (
          <SelectField
            name="filter-lawyer"
            label={t('firmInvoices.lawyer')}
            value={filters.idAvocat ?? ''}
            placeholder={t('firmInvoices.anyLawyer')}
            options={lawyers.map((person) => ({ value: person.idUtilisateur, label: `${person.prenom} ${person.nom}` }))}
            onChange={(event) => set({ idAvocat: event.target.value || undefined })}
          />
        )}
        <TextField
          name="filter-from"
          type="date"
          label={t('firmInvoices.from')}
          value={filters.du ?? ''}
          onChange={(event) => set({ du: event.target.value || undefined })}
        />
        <TextField
          name="filter-to"
          type="date"
          label={t('firmInvoices.to')}
          value={filters.au ?? ''}
          onChange={(event) => set({ au: event.target.value || undefined })}
        />
        {filters.idClient && (
          <Button variant="subtle" onClick={() => set({ idClient: undefined })} data-testid="clear-client">
            <bdi>{clientName}</bdi> <LuX aria-label={t('firmInvoices.clearClient')} />
          </Button>
        )}
      </SimpleGrid>
      {summary && (
        <Stack gap="3" data-testid="invoice-totals">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {(['ttcCentimes', 'payeCentimes', 'resteCentimes'] as const).map((field) => (
              <Stat.Root key={field} borderWidth="1px" borderRadius="md" padding="3">
                <Stat.Label>{t(`firmInvoices.totals.${field}`)}</Stat.Label>
                <Stat.ValueText data-testid={`total-${field}`}>{money(summary.totaux[field])}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
          <Text fontWeight="semibold">{t('firmInvoices.ageing')}</Text>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {AGES.map((age) => (
              <Stat.Root key={age} borderWidth="1px" borderRadius="md" padding="3">
                <Stat.Label>{t(`firmInvoices.ages.${age}`)}</Stat.Label>
                <Stat.ValueText data-testid={`age-${age}`}>{money(summary.anciennete[age])}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <DataTable
        columns={columns}
        rows={invoices.items}
        rowKey={(row) => row.id}
        read={invoices}
        emptyText={t('firmInvoices.empty')}
        hasMore={invoices.hasMore}
        onLoadMore={invoices.loadMore}
      />
    </Stack>
  );
};
