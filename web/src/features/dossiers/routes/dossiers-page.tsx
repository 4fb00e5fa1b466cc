import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { DownloadButton } from '../../../components/download-button';
import { downloadDossiersXlsx, filterOfParams, paramsOfFilter, useSearchDossiers, type DossierFilter } from '../api/search-dossiers';
import { DossierSearchForm } from '../components/dossier-search-form';

type Row = ReturnType<typeof useSearchDossiers>['items'][number];

/** Where a row leads: the dossier's screen. */
const folderOf = (row: Row) => `/Folder?id=${encodeURIComponent(row.id)}`;

/**
 * Spec 2.6: the firm's dossiers, searched by any part of a reference, client, type and status; 10
 * a page. The filters are the address's query string, so Back from a dossier finds the same list;
 * a row opens its dossier (its reference is the link the keyboard reaches).
 */
export const DossiersPage = () => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOfParams(params);
  const dossiers = useSearchDossiers(filter);
  /** A search is a step of the history (Back returns to the one before), unless it is the same again. */
  const search = (next: DossierFilter) => {
    const nextParams = paramsOfFilter(next);
    setParams(nextParams, { replace: nextParams.toString() === params.toString() });
  };
  const { items, hasMore, loadMore } = dossiers;
  const columns: Column<Row>[] = [
    { key: 'refCabinet', header: t('list.refCabinet'), type: 'url', to: folderOf },
    { key: 'nom', header: t('list.nom') },
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
        <HStack gap="2" wrap="wrap">
          <DownloadButton download={() => downloadDossiersXlsx(filter)} data-testid="export-dossiers">
            {t('list.exportXlsx')}
          </DownloadButton>
          <Button asChild colorPalette="teal" size="sm">
            <RouterLink to="/NewFolder" data-testid="new-dossier">
              <LuPlus /> {t('list.newDossier')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <DossierSearchForm key={params.toString()} initial={filter} onSearch={search} />
      <div data-testid="dossiers-table">
        <DataTable
          columns={columns}
          rows={items}
          rowKey={(row) => row.id}
          hasMore={hasMore}
          onLoadMore={loadMore}
          read={dossiers}
          emptyText={t('list.empty')}
          rowTo={folderOf}
          actions={[{ type: 'view', to: folderOf }]}
        />
      </div>
    </Stack>
  );
};
