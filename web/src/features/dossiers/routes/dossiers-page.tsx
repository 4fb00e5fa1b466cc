import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { useSearchDossiers, type DossierFilter } from '../api/search-dossiers';
import { DossierSearchForm } from '../components/dossier-search-form';

type Row = ReturnType<typeof useSearchDossiers>['items'][number];

/** Spec 2.6: the firm's dossiers, searched by reference, client, type and status; 10 a page. */
export const DossiersPage = () => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  const [filter, setFilter] = useState<DossierFilter>({});
  const { items, hasMore, loadMore } = useSearchDossiers(filter);
  const columns: Column<Row>[] = [
    { key: 'refCabinet', header: t('list.refCabinet') },
    { key: 'nomClient', header: t('list.nomClient') },
    { key: 'typeDossier', header: t('list.typeDossier') },
    { key: 'dateOuverture', header: t('list.dateOuverture'), type: 'date' },
    { key: 'statut', header: t('list.statut') },
    { key: 'derniereAction', header: t('list.derniereAction') },
    { key: 'messagesNonLus', header: t('list.messagesNonLus'), type: 'unread' },
  ];
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {tc('pages.dossiers')}
        </Heading>
        <Button asChild colorPalette="teal" size="sm">
          <RouterLink to="/NewFolder" data-testid="new-dossier">
            <LuPlus /> {t('list.newDossier')}
          </RouterLink>
        </Button>
      </HStack>
      <DossierSearchForm onSearch={setFilter} />
      <div data-testid="dossiers-table">
        <DataTable
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          hasMore={hasMore}
          onLoadMore={loadMore}
          emptyText={t('list.empty')}
          actions={[
            {
              type: 'view',
              to: (row) => `/Folder?id=${encodeURIComponent(row.id)}`,
            },
          ]}
        />
      </div>
    </Stack>
  );
};
