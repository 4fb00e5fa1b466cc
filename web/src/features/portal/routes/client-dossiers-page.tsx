import { Badge, Box, Card, Heading, HStack, Link, Stack, Text, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { PageLoader } from '../../../components/page-loader';
import { ReadFailure, readStatus } from '../../../components/read-status';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useClientDossiers } from '../api/list-client-dossiers';

type Row = NonNullable<ReturnType<typeof useClientDossiers>['data']>[number];

const dossierLink = (row: Row) => `/Client/Folder?id=${encodeURIComponent(row.id)}`;

/** The unread messages of a dossier, when there are any. */
const UnreadBadge = ({ row }: { row: Row }) => {
  const { t } = useTranslation('portal');
  if (!row.messagesNonLus) return null;
  return (
    <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="unread-badge">
      <span aria-hidden>{row.messagesNonLus}</span>
      <VisuallyHidden>{t('list.unread', { count: row.messagesNonLus })}</VisuallyHidden>
    </Badge>
  );
};

/** On a phone: one card per dossier, the whole card a link of full width (no table to scroll sideways). */
const DossierCards = ({ rows }: { rows: readonly Row[] }) => {
  const { t } = useTranslation('portal');
  const language = currentLanguage();
  return (
    <Stack gap="3">
      {rows.map((row) => (
        <Card.Root key={row.id} size="sm" data-testid="client-dossier-card">
          <Card.Body gap="1">
            <HStack justify="space-between" gap="2">
              <Link asChild fontWeight="semibold" minHeight="11" display="flex" alignItems="center" overflowWrap="anywhere">
                <RouterLink to={dossierLink(row)}>{row.refCabinet}</RouterLink>
              </Link>
              <UnreadBadge row={row} />
            </HStack>
            <Text fontSize="sm" overflowWrap="anywhere">
              {[row.typeDossier, row.statut].join(' · ')}
            </Text>
            {row.refClient && (
              <Text fontSize="sm">
                {t('list.refClient')} : {row.refClient}
              </Text>
            )}
            {row.refTribunal && (
              <Text fontSize="sm">
                {t('list.refTribunal')} : {row.refTribunal}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {row.tribunal} · {row.avocat}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('list.dateOuverture')} : {formatDate(row.dateOuverture, language)}
              {row.derniereAction && ` · ${row.derniereAction}`}
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
      {!rows.length && <Text color="fg.muted">{t('list.empty')}</Text>}
    </Stack>
  );
};

/** Spec 2.7: /Client/Folders, the client's dossiers with their unread messages; 10 a page. */
export const ClientDossiersPage = () => {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  const session = useSession();
  const list = useClientDossiers(session?.userId ?? null);
  const { data } = list;
  // 'Aucun dossier.' only once the list is known; a failed read says so.
  const status = readStatus(list);
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false });
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
      ) : phone ? (
        <DossierCards rows={rows} />
      ) : (
        <Box data-testid="client-dossiers-table">
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            emptyText={t('list.empty')}
            actions={[{ type: 'view', to: dossierLink }]}
          />
        </Box>
      )}
    </Stack>
  );
};
