import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable, type Column, type RowAction } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { TextField } from '../../../components/text-field';
import type { ApiResponse } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { downloadClientsXlsx } from '../api/download-clients';
import { readClient } from '../api/get-client';
import { useClientCompanies } from '../api/list-companies';
import { useClientPersons } from '../api/list-persons';
import { useClientSearch } from '../api/search-clients';
import { ClientFormDialog, type ClientRecord } from '../components/client-form-dialog';

type Client = ApiResponse<'clients.persons'>['items'][number];
type CompanyRow = Client & { name: string; identifier: string };
type Found = ApiResponse<'search.query'>['clients'][number];
type FoundRow = Found & { name: string; identifier: string };

const view = {
  type: 'view',
  to: (row: { idClient: string }) => `/Client?id=${encodeURIComponent(row.idClient)}`,
} as const;

/**
 * Spec 2.17: the firm's natural-person clients and, if any, its legal-entity clients; 10 a page.
 * Staff create a client without a dossier, find one by name, CIN or RC, and edit one's details.
 */
export const ClientsPage = () => {
  const { t } = useTranslation('clients');
  const { t: tc } = useTranslation();
  const userId = useSession()?.userId ?? null;
  const persons = useClientPersons(userId);
  const companies = useClientCompanies(userId);
  const [query, setQuery] = useState('');
  const found = useClientSearch(query);
  // The record in the dialog: a new one (null), or the one edited.
  const [dialog, setDialog] = useState<{ client?: ClientRecord } | null>(null);
  const edit: RowAction<Client> = { type: 'edit', onClick: (client) => setDialog({ client }) };
  // A search result holds what search shows: the whole record is read to edit it.
  const editFound: RowAction<FoundRow> = {
    type: 'edit',
    onClick: (row) => {
      readClient(row.idClient).then((client) => setDialog({ client }), notifyError);
    },
  };
  const refresh = () => {
    void persons.mutate();
    void companies.mutate();
    void found.mutate();
  };
  const foundColumns: Column<FoundRow>[] = [
    { key: 'name', header: t('fields.name') },
    { key: 'identifier', header: t('fields.identifier') },
  ];
  const foundRows: FoundRow[] = (found.data?.clients ?? []).map((client) => ({
    ...client,
    name: (client.idTypeClient === 'PM' ? client.raisonSociale : [client.nom, client.prenom].filter(Boolean).join(' ')) ?? '',
    identifier: (client.idTypeClient === 'PM' ? client.rc : client.cin) ?? '',
  }));
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
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {tc('pages.clients')}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <DownloadButton size="md" download={downloadClientsXlsx} data-testid="export-clients">
            {t('list.exportXlsx')}
          </DownloadButton>
          <Button colorPalette="teal" onClick={() => setDialog({})} data-testid="new-client">
            <LuPlus /> {t('form.new')}
          </Button>
        </HStack>
      </HStack>
      <Stack as="section" gap="2" data-testid="clients-search">
        <TextField
          name="client-search"
          type="search"
          label={t('find.label')}
          placeholder={t('find.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {query.trim().length >= 2 && (
          <DataTable
            columns={foundColumns}
            rows={foundRows}
            rowKey={(row) => row.idClient}
            read={found}
            emptyText={t('find.empty')}
            actions={[view, editFound]}
          />
        )}
      </Stack>
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
          actions={[view, edit]}
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
            actions={[view, edit]}
          />
        </Stack>
      )}
      {dialog && (
        <ClientFormDialog
          {...dialog}
          onSaved={() => {
            notifySuccess(t(dialog.client ? 'form.saved' : 'form.created'));
            refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
};
