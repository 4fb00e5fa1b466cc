import { Button, Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { TASK_STATUSES } from '@mizan/shared/schemas/tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { SelectField } from '../../../components/select-field';
import { useSession } from '../../../lib/use-session';
import { useFirmStaff, useFirmTasks, useMyTasks, type FirmTaskFilters } from '../api/tasks';
import { TaskDialog } from '../components/task-dialog';
import { TaskTable } from '../components/task-table';

/** The firm's tasks with their filters (assignee, status): administrators and assistants only. */
const FirmTasks = () => {
  const { t } = useTranslation('tasks');
  const staff = useFirmStaff().data ?? [];
  const [filters, setFilters] = useState<FirmTaskFilters>({});
  const tasks = useFirmTasks(filters);
  return (
    <Stack gap="3" data-testid="firm-tasks">
      <HStack gap="3" wrap="wrap" align="end">
        <SelectField
          name="filter-assignee"
          label={t('fields.assignee')}
          value={filters.idAssigne ?? ''}
          placeholder={t('filters.everyone')}
          options={staff.map((p) => ({ value: p.idUtilisateur, label: `${p.prenom} ${p.nom}` }))}
          onChange={(event) => setFilters((f) => ({ ...f, idAssigne: event.target.value || undefined }))}
        />
        <SelectField
          name="filter-status"
          label={t('fields.status')}
          value={filters.statut ?? ''}
          placeholder={t('filters.anyStatus')}
          options={TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          onChange={(event) => setFilters((f) => ({ ...f, statut: (event.target.value || undefined) as FirmTaskFilters['statut'] }))}
        />
      </HStack>
      <TaskTable tasks={tasks} emptyText={t('emptyFirm')} />
    </Stack>
  );
};

/** "Mes tâches": the person's open tasks, overdue first, and, for administrators and assistants, the firm's. */
export const TasksPage = () => {
  const { t } = useTranslation('tasks');
  const session = useSession();
  const mine = useMyTasks();
  const [adding, setAdding] = useState(false);
  const firmView = session?.roles.includes('ADMIN') || session?.userType === 'ASSISTANT';
  const myTasks = <TaskTable tasks={mine} emptyText={t('emptyMine')} />;
  return (
    <Stack gap="4" data-testid="tasks-page">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {t('title')}
        </Heading>
        <Button colorPalette="teal" onClick={() => setAdding(true)} data-testid="add-task">
          <LuPlus /> {t('add')}
        </Button>
      </HStack>
      {firmView ? (
        <Tabs.Root defaultValue="mine" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="mine">{t('tabs.mine')}</Tabs.Trigger>
            <Tabs.Trigger value="firm">{t('tabs.firm')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="mine">{myTasks}</Tabs.Content>
          <Tabs.Content value="firm">
            <FirmTasks />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        myTasks
      )}
      {adding && <TaskDialog onSaved={() => void mine.mutate()} onClose={() => setAdding(false)} />}
    </Stack>
  );
};
