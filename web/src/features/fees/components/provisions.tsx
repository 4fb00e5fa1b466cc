import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { currentLanguage } from '../../../lib/i18n';
import type { Provision, useProvisions } from '../api/invoices';
import { formatCentimes } from '../../../lib/format';

/** The dossier's provisions, newest first: date, amount, method, reference, and what is left of each for invoices to deduct. */
export const Provisions = ({ provisions }: { provisions: ReturnType<typeof useProvisions> }) => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  const columns: Column<Provision>[] = [
    { key: 'date', header: t('invoices.date'), type: 'date' },
    { key: 'montantCentimes', header: t('provisions.amount'), render: (row) => <bdi>{formatCentimes(row.montantCentimes, language)}</bdi> },
    { key: 'mode', header: t('invoices.method'), render: (row) => t(`invoices.methods.${row.mode}`) },
    { key: 'reference', header: t('invoices.reference'), render: (row) => <bdi>{row.reference ?? ''}</bdi> },
    { key: 'resteCentimes', header: t('provisions.left'), render: (row) => <bdi>{formatCentimes(row.resteCentimes, language)}</bdi> },
  ];
  return (
    <Stack gap="2" data-testid="provisions">
      <Heading as="h4" size="xs">
        {t('provisions.heading')}
      </Heading>
      <DataTable
        columns={columns}
        rows={provisions.items}
        rowKey={(row) => row.id}
        read={provisions}
        emptyText={t('provisions.empty')}
        hasMore={provisions.hasMore}
        onLoadMore={provisions.loadMore}
      />
    </Stack>
  );
};
