import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { DayCount } from '../api/dashboard';

type DayStripProps = { days: readonly DayCount[] };

const weekday = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** Above the blocks: the next 14 days, each with its hearings, deadlines and meetings, a heavy day darker. */
export const DayStrip = ({ days }: DayStripProps) => {
  const { t } = useTranslation('dashboard');
  const language = currentLanguage();
  const load = (d: DayCount) => d.audiences + d.echeances + d.rendezVous;
  const heaviest = Math.max(1, ...days.map(load));
  return (
    <HStack gap="1" overflowX="auto" data-testid="day-strip" role="list" aria-label={t('strip.title')}>
      {days.map((d) => {
        const total = load(d);
        const summary = t('strip.summary', { audiences: d.audiences, echeances: d.echeances, rendezVous: d.rendezVous });
        return (
          <Box
            key={d.date}
            role="listitem"
            aria-label={`${weekday(d.date, language)}: ${summary}`}
            title={summary}
            minW="16"
            flex="1"
            p="2"
            borderRadius="md"
            borderWidth="1px"
            bg={total ? `teal.${total === heaviest ? 200 : 100}` : 'bg.subtle'}
            data-testid={`day-${d.date}`}
          >
            <Stack gap="0" align="center">
              <Text fontSize="xs" fontWeight="semibold">
                {weekday(d.date, language)}
              </Text>
              <Text fontSize="xs" data-testid="day-audiences">
                {t('strip.audiences', { count: d.audiences })}
              </Text>
              <Text fontSize="xs" data-testid="day-echeances">
                {t('strip.echeances', { count: d.echeances })}
              </Text>
              <Text fontSize="xs" data-testid="day-rendezvous">
                {t('strip.rendezVous', { count: d.rendezVous })}
              </Text>
            </Stack>
          </Box>
        );
      })}
    </HStack>
  );
};
