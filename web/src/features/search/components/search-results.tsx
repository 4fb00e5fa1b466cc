import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { ReadFailure } from '../../../components/read-status';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useSearchRecords } from '../api/search-records';

type ClientRow = { id: string; name: string; identifier: string };
type DocumentRow = {
  idDocument: string;
  name: string;
  idDossier: string;
  refCabinet: string;
  dateUpload: string;
  IdConfidentialite: string;
  extrait: string | null;
};

type SearchResultsProps = { term: string };

/** Decisions, Search: the dossiers, clients and documents the searcher may see that match the term. */
export const SearchResults = ({ term }: SearchResultsProps) => {
  const { t } = useTranslation();
  const session = useSession();
  const { data, error, isLoading } = useSearchRecords(term);
  if (isLoading) return <PageLoader />;
  if (!data) return error ? <ReadFailure error={error} /> : null;

  const folderPath = hasAnyRole(session, ['CLT']) ? '/Client/Folder' : '/Folder';
  type Dossier = (typeof data.dossiers)[number];
  const dossierColumns: Column<Dossier>[] = [
    { key: 'refCabinet', header: t('search.refCabinet'), type: 'url', to: (row) => `${folderPath}?id=${encodeURIComponent(row.id)}` },
    { key: 'nom', header: t('search.name') },
    { key: 'refClient', header: t('search.refClient') },
    { key: 'refTribunal', header: t('search.refTribunal') },
    { key: 'statut', header: t('search.status') },
  ];
  const clients: ClientRow[] = data.clients.map((client) => ({
    id: client.idClient,
    name: client.raisonSociale ?? [client.nom, client.prenom].filter(Boolean).join(' '),
    identifier: client.cin ?? client.rc ?? '',
  }));
  const clientColumns: Column<ClientRow>[] = [
    { key: 'name', header: t('search.name'), type: 'url', to: (row) => `/Client?id=${encodeURIComponent(row.id)}` },
    { key: 'identifier', header: t('search.identifier') },
  ];

  const documents: DocumentRow[] = data.documents.map((d) => ({ ...d, name: `${d.nom}.${d.extension}` }));
  const documentColumns: Column<DocumentRow>[] = [
    { key: 'name', header: t('search.name'), type: 'url', to: (row) => `/DocumentViewer?id=${encodeURIComponent(row.idDocument)}` },
    { key: 'refCabinet', header: t('search.dossier'), type: 'url', to: (row) => `${folderPath}?id=${encodeURIComponent(row.idDossier)}` },
    { key: 'dateUpload', header: t('search.dateUpload'), type: 'datetime' },
    { key: 'IdConfidentialite', header: t('confidentiality.label'), type: 'confidentiality' },
    // The passage of the text that matched, in its own direction (an Arabic passage in a French screen).
    { key: 'extrait', header: t('search.excerpt'), render: (row) => <bdi>{row.extrait ?? ''}</bdi> },
  ];

  return (
    <Stack gap="6">
      <Stack as="section" gap="2">
        <Heading as="h2" size="md">
          {t('search.dossiers')}
        </Heading>
        <DataTable columns={dossierColumns} rows={data.dossiers} rowKey={(row) => row.id} emptyText={t('search.noDossier')} />
      </Stack>
      {hasAnyRole(session, ['ADMIN', 'USER']) && (
        <Stack as="section" gap="2">
          <Heading as="h2" size="md">
            {t('search.clients')}
          </Heading>
          <DataTable columns={clientColumns} rows={clients} rowKey={(row) => row.id} emptyText={t('search.noClient')} />
        </Stack>
      )}
      <Stack as="section" gap="2">
        <Heading as="h2" size="md">
          {t('search.documents')}
        </Heading>
        <DataTable columns={documentColumns} rows={documents} rowKey={(row) => row.idDocument} emptyText={t('search.noDocument')} />
      </Stack>
    </Stack>
  );
};
