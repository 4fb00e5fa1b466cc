import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IsolatedSentence } from '../../../components/isolated-sentence';
import { formatDayMonth } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useMyWeek } from '../api/fees';
import { formatDuration } from '../utils/amounts';

/** "Mon temps cette semaine" on the staff dashboard: the week's time and billable time, per day, and its entries by dossier. */
export const MyWeek = () => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  const week = useMyWeek().data;
  const units = { hours: t('time.h'), minutes: t('time.min') };
  return (
    <Card.Root size="sm" data-testid="my-week">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('week.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {week && (
          <Stack gap="3">
            <Text fontWeight="semibold" data-testid="week-total">
              <IsolatedSentence
                template={t('week.total')}
                values={{ total: formatDuration(week.minutes, units), billable: formatDuration(week.minutesFacturables, units) }}
              />
            </Text>
            <HStack as="ul" gap="2" wrap="wrap" listStyleType="none">
              {week.jours.map((day) => (
                <Stack as="li" key={day.date} gap="0" borderWidth="1px" borderRadius="md" paddingInline="2" paddingBlock="1" fontSize="sm">
                  <bdi>{formatDayMonth(day.date, language)}</bdi>
                  <Text color={day.minutes ? undefined : 'fg.muted'}>{formatDuration(day.minutes, units)}</Text>
                </Stack>
              ))}
            </HStack>
            {week.items.length === 0 && <Text color="fg.muted">{t('week.empty')}</Text>}
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm">
              {week.items.map((entry) => (
                <li key={entry.id}>
                  <RouterLink to={`/Folder?id=${entry.idDossier}`}>
                    <bdi>{entry.dossier}</bdi>
                  </RouterLink>{' '}
                  — <bdi>{entry.description}</bdi> — {formatDuration(entry.minutes, units)}
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
