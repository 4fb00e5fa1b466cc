import { Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCalendarDays, LuClock, LuGavel } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import type { DayCount } from '../api/dashboard';

type DayStripProps = { days: readonly DayCount[] };

const Count = ({ icon, value, testId }: { icon: IconType; value: number; testId: string }) => (
  <HStack gap="1" fontSize="xs" color={value ? 'fg' : 'fg.subtle'} data-testid={testId}>
    <Icon as={icon} boxSize="3" />
    <Text>{value}</Text>
  </HStack>
);

const weekday = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Above the blocks: the next 14 days, each with its number of hearings (gavel), deadlines (clock)
 * and meetings (calendar), a heavy day darker; each day's full wording is its accessible name.
 */
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
            minW="14"
            flex="1"
            p="2"
            borderRadius="md"
            borderWidth="1px"
            bg={total ? `teal.${total === heaviest ? 200 : 100}` : 'bg.subtle'}
            data-testid={`day-${d.date}`}
          >
            <Stack gap="0.5" align="center" aria-hidden>
              <Text fontSize="xs" fontWeight="semibold" whiteSpace="nowrap">
                {weekday(d.date, language)}
              </Text>
              <Count icon={LuGavel} value={d.audiences} testId="day-audiences" />
              <Count icon={LuClock} value={d.echeances} testId="day-echeances" />
              <Count icon={LuCalendarDays} value={d.rendezVous} testId="day-rendezvous" />
            </Stack>
          </Box>
        );
      })}
    </HStack>
  );
};
