import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useDossierTasks, useTaskTemplates, useTasksFromDeadline, type TemplateTask } from '../api/tasks';

type ProposalsFormProps = { dossierId: string; deadlineId: string; proposed: readonly TemplateTask[]; onClose: () => void };

/** The proposed tasks, each ticked to start with: the kept ones are created in one click; closing drops them all. */
const ProposalsForm = ({ dossierId, deadlineId, proposed, onClose }: ProposalsFormProps) => {
  const { t } = useTranslation('tasks');
  const create = useTasksFromDeadline();
  const dossierTasks = useDossierTasks(dossierId);
  const form = useForm({ titres: proposed.map((task) => task.titre) });
  const toggle = (titre: string, checked: boolean) =>
    form.setValue('titres', (kept) => (checked ? [...kept, titre] : kept.filter((other) => other !== titre)));
  const handleSubmit = form.submit(async ({ titres }) => {
    const created = await create.trigger({ params: { id: deadlineId }, body: { titres } });
    notifySuccess(t('proposals.created', { n: created.length }));
    void dossierTasks.mutate();
    onClose();
  });
  return (
    <FormDialog
      title={t('proposals.title')}
      testId="task-proposals"
      failure={form.failure}
      saving={form.saving}
      cancelLabel={t('proposals.drop')}
      submitLabel={t('proposals.create')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('proposals.help')}
      </Text>
      <Stack gap="2">
        {proposed.map((task) => (
          <Checkbox.Root
            key={task.titre}
            checked={form.values.titres.includes(task.titre)}
            onCheckedChange={({ checked }) => toggle(task.titre, checked === true)}
            colorPalette="teal"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <bdi>{task.titre}</bdi> — {t('proposals.daysBefore', { n: task.joursAvant })}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </FormDialog>
  );
};

type TaskProposalsDialogProps = { dossierId: string; deadlineId: string; typeId: string; onClose: () => void };

/**
 * After a deadline is added: the tasks its type proposes (the firm's template), as chained
 * deadlines are proposed; the lawyer keeps or drops each. A type without tasks shows nothing. The
 * templates are read then (not on the page's load); the dossier's Tasks section reloads after.
 */
export const TaskProposalsDialog = ({ typeId, onClose, ...props }: TaskProposalsDialogProps) => {
  const templates = useTaskTemplates();
  const proposed = templates.data?.find((template) => template.idTypeEcheance === typeId)?.taches ?? [];
  const nothing = (templates.data !== undefined || templates.error !== undefined) && !proposed.length;
  useEffect(() => {
    if (nothing) onClose();
  }, [nothing, onClose]);
  return proposed.length ? <ProposalsForm {...props} proposed={proposed} onClose={onClose} /> : null;
};
