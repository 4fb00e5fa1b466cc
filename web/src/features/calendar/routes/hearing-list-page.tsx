import { Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataTable, type Column } from '../../../components/data-table';
import { TextField } from '../../../components/text-field';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { downloadHearingListPdf, useHearingList, type HearingRow } from '../api/hearing-list';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const localIsoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
/** The ISO day `days` after `date` (a calendar day, whatever the time zone). */
export const shiftDay = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return localIsoDate(new Date(year, month - 1, day + days));
};

/**
 * The day's hearing list (rôle d'audience): the firm's hearings of a day (the next working day, as
 * the API decides, unless the address says `?date=`), one table per court, and the same list as a
 * PDF in the page's language.
 */
export const HearingListPage = () => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const chosen = asked && ISO_DATE.test(asked) ? asked : undefined;
  const list = useHearingList(chosen);
  // The day asked, else the one the API answered for (the next working day).
  const date = chosen ?? list.data?.date;
  const [printing, setPrinting] = useState(false);
  const goTo = (day: string) => ISO_DATE.test(day) && setParams({ date: day }, { replace: true });

  const print = async () => {
    if (!date) return;
    setPrinting(true);
    try {
      await downloadHearingListPdf(date, language);
    } catch (error) {
      notifyError(error);
    } finally {
      setPrinting(false);
    }
  };

  const columns: Column<HearingRow>[] = [
    { key: 'heure', header: t('hearingList.time'), render: (row) => row.heure ?? '—' },
    {
      key: 'refCabinet',
      header: t('hearingList.dossier'),
      render: (row) => (
        <RouterLink to={`/Folder?id=${encodeURIComponent(row.idDossier)}&tab=court`}>
          <bdi>{row.refCabinet}</bdi>
        </RouterLink>
      ),
    },
    {
      key: 'refTribunal',
      header: t('hearingList.courtReference'),
      render: (row) => (row.refTribunal ? <bdi>{row.refTribunal}</bdi> : '—'),
    },
    {
      key: 'clients',
      header: t('hearingList.parties'),
      render: (row) => (
        <Stack gap="0">
          <bdi>{row.clients}</bdi>
          <Text color="fg.muted">
            {t('hearingList.against')} <bdi>{row.adversaires || '—'}</bdi>
          </Text>
        </Stack>
      ),
    },
    { key: 'avocat', header: t('hearingList.lawyer'), render: (row) => <bdi>{row.avocat}</bdi> },
    {
      key: 'objet',
      header: t('hearingList.due'),
      render: (row) => (
        <Stack gap="0">
          <bdi>{row.objet}</bdi>
          {row.contenu && (
            <Text color="fg.muted">
              <bdi>{row.contenu}</bdi>
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  const courts = list.data?.tribunaux ?? [];

  return (
    <Stack gap="4" data-testid="hearing-list-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('hearingList.title')}
        </Heading>
        <Button colorPalette="teal" onClick={() => void print()} loading={printing} disabled={!date} data-testid="print-hearing-list">
          <LuPrinter /> {t('hearingList.print')}
        </Button>
      </HStack>
      <HStack gap="2" align="end" wrap="wrap">
        <IconButton
          variant="outline"
          aria-label={t('hearingList.previousDay')}
          onClick={() => date && goTo(shiftDay(date, -1))}
          disabled={!date}
          data-testid="previous-day"
        >
          {language === 'ar' ? <LuChevronRight /> : <LuChevronLeft />}
        </IconButton>
        <Box maxW="3xs">
          <TextField
            name="hearing-date"
            type="date"
            label={t('hearingList.date')}
            value={date ?? ''}
            onChange={(event) => goTo(event.target.value)}
          />
        </Box>
        <IconButton
          variant="outline"
          aria-label={t('hearingList.nextDay')}
          onClick={() => date && goTo(shiftDay(date, 1))}
          disabled={!date}
          data-testid="next-day"
        >
          {language === 'ar' ? <LuChevronLeft /> : <LuChevronRight />}
        </IconButton>
        <Text pb="2" data-testid="hearing-day">
          {date && formatLongDate(date, language)}
        </Text>
      </HStack>
      {list.data && courts.length === 0 ? (
        <Text data-testid="hearing-list-empty">{t('hearingList.empty')}</Text>
      ) : list.data ? (
        courts.map((court) => (
          <Stack key={court.idTribunal} gap="2" data-testid="hearing-court">
            <Heading as="h2" size="md">
              <bdi>{court.tribunal}</bdi>
            </Heading>
            <DataTable
              columns={columns}
              rows={court.audiences}
              rowKey={(row) => `${row.idDossier}-${row.heure ?? ''}-${row.objet}`}
              pageSize={50}
            />
          </Stack>
        ))
      ) : (
        <DataTable columns={columns} rows={[]} read={list} loadingText={t('hearingList.loading')} emptyText={t('hearingList.empty')} />
      )}
    </Stack>
  );
};
