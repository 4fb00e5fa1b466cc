import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { directionOf } from '@mizan/shared/roles';
import { DataTable, type Column } from '../../../components/data-table';
import { downloadCsv } from '../../../lib/csv';
import { formatDateTimeSeconds } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { readAllActivity, useActivity, type ActivityEntry, type ActivityFilter } from '../api/list-activity';
import { usePeople } from '../api/list-people';
import { ActivityFilters } from '../components/activity-filters';
import { activityCsv, type ActivityRow } from '../utils/activity-csv';
import { describeEntry } from '../utils/describe-entry';

/**
 * /admin: the firm's activity log for its administrators (sign-ins and failures with their
 * address, users, settings, documents opened, two-factor changes, refused invitations), 20 a page
 * newest first, filtered by person, kind and days, exported as CSV in the reader's language.
 */
export const ActivityPage = () => {
  const { t } = useTranslation('activity');
  const language = currentLanguage();
  const session = useSession();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const log = useActivity(filter);
  const people = (usePeople(session?.structureId).data ?? []).map((user) => ({
    value: user.idUtilisateur,
    label: `${user.prenom} ${user.nom}`,
  }));
  const [exporting, setExporting] = useState(false);

  const rowOf = (entry: ActivityEntry): ActivityRow => ({
    id: entry.id,
    date: formatDateTimeSeconds(entry.date, language),
    utilisateur: entry.utilisateur ?? '',
    evenement: t(`kinds.${entry.type}`),
    detail: describeEntry(entry, t, directionOf(language) === 'rtl'),
    ip: entry.ip ?? '',
  });
  const headers = {
    date: t('columns.date'),
    utilisateur: t('columns.person'),
    evenement: t('columns.kind'),
    detail: t('columns.detail'),
    ip: t('columns.ip'),
  };
  const columns: Column<ActivityRow>[] = [
    { key: 'date', header: headers.date },
    { key: 'utilisateur', header: headers.utilisateur },
    { key: 'evenement', header: headers.evenement },
    { key: 'detail', header: headers.detail },
    { key: 'ip', header: headers.ip },
  ];

  const handleExport = async () => {
    setExporting(true);
    try {
      const entries = await readAllActivity(filter);
      downloadCsv(`${t('fileName')}-${new Date().toISOString().slice(0, 10)}.csv`, activityCsv(entries.map(rowOf), headers, language));
    } catch (error) {
      notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Button
          variant="outline"
          colorPalette="teal"
          onClick={() => void handleExport()}
          loading={exporting}
          disabled={!log.items.length}
          data-testid="export-activity"
        >
          <LuDownload aria-hidden /> {t('export')}
        </Button>
      </HStack>
      <Text color="fg.muted">{t('intro')}</Text>
      <ActivityFilters filter={filter} people={people} onChange={setFilter} />
      <DataTable
        columns={columns}
        rows={log.items.map(rowOf)}
        pageSize={20}
        caption={t('caption')}
        read={log}
        loadingText={t('loading')}
        emptyText={t('empty')}
        rowKey={(row) => row.id}
        hasMore={log.hasMore}
        onLoadMore={log.loadMore}
      />
    </Stack>
  );
};
