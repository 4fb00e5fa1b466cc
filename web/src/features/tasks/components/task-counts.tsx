import { Card, Heading, HStack, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTaskCounts } from '../api/tasks';

/** The staff dashboard's "Mes tâches": how many of the person's tasks are open, and overdue, linking to the list. */
export const TaskCounts = () => {
  const { t } = useTranslation('tasks');
  const counts = useTaskCounts().data;
  return (
    <Card.Root size="sm" data-testid="task-counts">
      <Card.Header>
        <Heading as="h2" size="md">
          <RouterLink to="/Tasks">{t('title')}</RouterLink>
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack gap="8">
          <Stat.Root>
            <Stat.Label>{t('counts.open')}</Stat.Label>
            <Stat.ValueText data-testid="tasks-open">{counts?.ouvertes ?? '–'}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t('counts.overdue')}</Stat.Label>
            <Stat.ValueText color={counts?.enRetard ? 'red.600' : undefined} data-testid="tasks-overdue">
              {counts?.enRetard ?? '–'}
            </Stat.ValueText>
          </Stat.Root>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
