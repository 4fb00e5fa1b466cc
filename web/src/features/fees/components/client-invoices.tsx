import { Card, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useInvoices } from '../api/invoices';
import { InvoiceBalance, useInvoiceColumns } from './invoices';

/** The client's dossier page: their issued invoices (never a draft: the API gives them none) and the dossier's balance, read only. */
export const ClientInvoices = ({ dossierId }: { dossierId: string }) => {
  const { t } = useTranslation('fees');
  const invoices = useInvoices(dossierId);
  const solde = invoices.pages.at(-1)?.solde;
  return (
    <Card.Root size="sm" data-testid="client-invoices">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('invoices.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {solde && <InvoiceBalance solde={solde} />}
          <DataTable
            columns={useInvoiceColumns()}
            rows={invoices.items}
            rowKey={(invoice) => invoice.id}
            read={invoices}
            emptyText={t('invoices.empty')}
            hasMore={invoices.hasMore}
            onLoadMore={invoices.loadMore}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
