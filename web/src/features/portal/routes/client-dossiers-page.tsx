import { Box, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { ReadFailure, readStatus } from '../../../components/read-status';
import { useSession } from '../../../lib/use-session';
import { useClientDossiers } from '../api/list-client-dossiers';

type Row = NonNullable<ReturnType<typeof useClientDossiers>['data']>[number];

const dossierLink = (row: Row) => `/Client/Folder?id=${encodeURIComponent(row.id)}`;

/** Spec 2.7: /Client/Folders, the client's dossiers with their unread messages; 10 a page. */
export const ClientDossiersPage = () => {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  const session = useSession();
  const list = useClientDossiers(session?.userId ?? null);
  const { data } = list;
  // 'Aucun dossier.' only once the list is known; a failed read says so.
  const status = readStatus(list);
  const rows = data ?? [];
  const columns: Column<Row>[] = [
    { key: 'refCabinet', header: t('list.refCabinet'), type: 'url', to: dossierLink },
    { key: 'refClient', header: t('list.refClient') },
    { key: 'refTribunal', header: t('list.refTribunal') },
    { key: 'typeDossier', header: t('list.typeDossier') },
    { key: 'statut', header: t('list.statut') },
    { key: 'tribunal', header: t('list.tribunal') },
    { key: 'avocat', header: t('list.avocat') },
    { key: 'dateOuverture', header: t('list.dateOuverture'), type: 'date' },
    { key: 'derniereAction', header: t('list.derniereAction') },
    { key: 'messagesNonLus', header: t('list.messagesNonLus'), type: 'unread' },
  ];
  return (
    <Stack gap="5" data-testid="client-dossiers">
      <Heading as="h1" size="xl">
        {tc('pages.clientDossiers')}
      </Heading>
      {status === 'loading' ? (
        <PageLoader />
      ) : status === 'failed' ? (
        <ReadFailure error={list.error} />
      ) : (
        <Box data-testid="client-dossiers-table">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText={t('list.empty')}
            actions={[{ type: 'view', to: dossierLink }]}
            cardsWhenCramped
          />
        </Box>
      )}
    </Stack>
  );
};
