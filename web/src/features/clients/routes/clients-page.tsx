import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import type { ApiResponse } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useClientCompanies } from '../api/list-companies';
import { useClientPersons } from '../api/list-persons';

type Client = ApiResponse<'clients.persons'>['items'][number];
type CompanyRow = Client & { name: string; identifier: string };

const view = {
  type: 'view',
  to: (row: Client) => `/Client?id=${encodeURIComponent(row.idClient)}`,
} as const;

/** Spec 2.17: the firm's natural-person clients and, if any, its legal-entity clients; 10 a page. */
export const ClientsPage = () => {
  const { t } = useTranslation('clients');
  const { t: tc } = useTranslation();
  const userId = useSession()?.userId ?? null;
  const persons = useClientPersons(userId);
  const companies = useClientCompanies(userId);
  const personColumns: Column<Client>[] = [
    { key: 'nom', header: t('fields.nom') },
    { key: 'prenom', header: t('fields.prenom') },
    { key: 'cin', header: t('fields.cin') },
    { key: 'phone', header: t('fields.phone') },
    { key: 'email', header: t('fields.email') },
  ];
  const companyColumns: Column<CompanyRow>[] = [
    { key: 'name', header: t('fields.raisonSociale') },
    { key: 'representantLegal', header: t('fields.representantLegal') },
    { key: 'identifier', header: t('fields.rc') },
    { key: 'phone', header: t('fields.phone') },
    { key: 'email', header: t('fields.email') },
  ];
  const companyRows: CompanyRow[] = companies.items.map((client) => ({
    ...client,
    name: client.raisonSociale ?? '',
    identifier: client.rc ?? '',
  }));
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {tc('pages.clients')}
      </Heading>
      <Stack as="section" gap="2" data-testid="clients-persons">
        <Heading as="h2" size="md">
          {t('list.persons')}
        </Heading>
        <DataTable
          columns={personColumns}
          rows={persons.items}
          rowKey={(row) => row.idClient}
          hasMore={persons.hasMore}
          onLoadMore={persons.loadMore}
          read={persons}
          emptyText={t('list.empty')}
          actions={[view]}
        />
      </Stack>
      {companyRows.length > 0 && (
        <Stack as="section" gap="2" data-testid="clients-companies">
          <Heading as="h2" size="md">
            {t('list.companies')}
          </Heading>
          <DataTable
            columns={companyColumns}
            rows={companyRows}
            rowKey={(row) => row.idClient}
            hasMore={companies.hasMore}
            onLoadMore={companies.loadMore}
            actions={[view]}
          />
        </Stack>
      )}
    </Stack>
  );
};
