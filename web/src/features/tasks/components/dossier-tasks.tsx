import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useDossierTasks } from '../api/tasks';
import { TaskDialog } from './task-dialog';
import { TaskTable } from './task-table';

/** The staff dossier page's Tasks section: the dossier's tasks, open first, and a new one for it. */
export const DossierTasks = ({ dossierId }: { dossierId: string }) => {
  const { t } = useTranslation('tasks');
  const tasks = useDossierTasks(dossierId);
  const [adding, setAdding] = useState(false);
  return (
    <Card.Root size="sm" data-testid="panel-tasks">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {t('dossierTitle')}
          </Heading>
          <Button size="sm" variant="outline" colorPalette="teal" onClick={() => setAdding(true)} data-testid="add-dossier-task">
            <LuPlus /> {t('add')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <TaskTable tasks={tasks} emptyText={t('emptyDossier')} showDossier={false} />
      </Card.Body>
      {adding && <TaskDialog origin={{ idDossier: dossierId }} onSaved={() => void tasks.mutate()} onClose={() => setAdding(false)} />}
    </Card.Root>
  );
};
