import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { createTaskBody, TASK_PRIORITIES, TASK_STATUSES } from '@mizan/shared/schemas/tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextareaField, TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useSession } from '../../../lib/use-session';
import { validationCode } from '../../../lib/validation';
import { taskEdit, useCommentTask, useCreateTask, useFirmStaff, useUpdateTask, type Task } from '../api/tasks';

type Values = { titre: string; description: string; idAssigne: string; dateEcheance: string; priorite: string; statut: string };

/** Today on the person's own calendar. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const rules = (values: Values) => ({
  titre: validationCode(createTaskBody.shape.titre, values.titre),
  dateEcheance: validationCode(createTaskBody.shape.dateEcheance, values.dateEcheance),
});

/** Where a new task comes from: a dossier, a deadline of it ("prepare the submission"), a message of its thread (its subject and text), or nothing. */
export type TaskOrigin = { idDossier?: string; idEcheance?: string; titre?: string; description?: string; dateEcheance?: string };

type TaskDialogProps = {
  /** The task to edit (with its comments); a new one when absent. */
  task?: Task;
  origin?: TaskOrigin;
  onSaved: (task: Task) => void;
  onClose: () => void;
};

/**
 * Creates or edits a task: title, description, assignee (a staff member of the firm), due day,
 * priority and, once it exists, status; below an existing task, its comments and a new one's field.
 */
export const TaskDialog = ({ task, origin = {}, onSaved, onClose }: TaskDialogProps) => {
  const { t } = useTranslation(['tasks', 'translation']);
  const language = currentLanguage();
  const userId = useSession()?.userId ?? '';
  const staff = (useFirmStaff().data ?? []).filter((person) => person.actif);
  const create = useCreateTask();
  const update = useUpdateTask();
  const comment = useCommentTask();
  const [current, setCurrent] = useState(task);
  const [note, setNote] = useState('');
  const form = useForm<Values>(
    {
      titre: task?.titre ?? origin.titre ?? '',
      description: task?.description ?? origin.description ?? '',
      idAssigne: task?.idAssigne ?? userId,
      dateEcheance: task?.dateEcheance ?? origin.dateEcheance ?? today(),
      priorite: task?.priorite ?? 'normale',
      statut: task?.statut ?? 'a_faire',
    },
    { rules },
  );
  const handleSubmit = form.submit(async (values) => {
    const fields = {
      titre: values.titre.trim(),
      description: values.description.trim() || undefined,
      idAssigne: values.idAssigne || undefined,
      dateEcheance: values.dateEcheance,
      priorite: values.priorite as Task['priorite'],
    };
    const saved = current
      ? await update.trigger({
          params: { id: current.id },
          body: taskEdit(current, { ...fields, statut: values.statut as Task['statut'] }),
        })
      : await create.trigger({ body: { ...fields, idDossier: origin.idDossier, idEcheance: origin.idEcheance } });
    onSaved(saved);
    onClose();
  });
  const handleComment = async () => {
    if (!current || !note.trim()) return;
    try {
      setCurrent(await comment.trigger({ params: { id: current.id }, body: { texte: note.trim() } }));
      setNote('');
    } catch (error) {
      notifyError(error);
    }
  };
  const staffOptions = staff.map((person) => ({ value: person.idUtilisateur, label: `${person.prenom} ${person.nom}` }));
  return (
    <FormDialog
      title={t(task ? 'dialog.editTitle' : 'dialog.addTitle')}
      testId="task"
      failure={form.failure}
      unsaved={form.dirty || !!note.trim()}
      saving={form.saving}
      cancelLabel={t('translation:actions.cancel')}
      submitLabel={t('translation:actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField {...form.field('titre')} label={t('fields.title')} required dir="auto" />
      <TextareaField {...form.field('description')} label={t('fields.description')} rows={3} dir="auto" />
      <SelectField {...form.field('idAssigne')} label={t('fields.assignee')} options={staffOptions} required />
      <TextField {...form.field('dateEcheance')} type="date" label={t('fields.due')} helperText={t('fields.dueHint')} required />
      <SelectField
        {...form.field('priorite')}
        label={t('fields.priority')}
        options={TASK_PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))}
      />
      {task && (
        <SelectField
          {...form.field('statut')}
          label={t('fields.status')}
          options={TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      )}
      {current && (
        <Stack gap="2" data-testid="task-comments">
          <Heading as="h3" size="sm">
            {t('comments.title')}
          </Heading>
          {current.commentaires.length === 0 && <Text color="fg.muted">{t('comments.empty')}</Text>}
          {current.commentaires.map((c) => (
            <Stack key={c.id} gap="0" borderWidth="1px" borderRadius="md" padding="2">
              <Text fontSize="xs" color="fg.muted">
                <bdi>{c.auteur}</bdi> — <bdi>{formatDateTime(c.date, language)}</bdi>
              </Text>
              <Text dir="auto" whiteSpace="pre-wrap">
                {c.texte}
              </Text>
            </Stack>
          ))}
          <TextareaField
            name="comment"
            label={t('comments.new')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            rows={2}
            dir="auto"
          />
          <Button
            size="sm"
            alignSelf="flex-start"
            variant="outline"
            onClick={() => void handleComment()}
            loading={comment.isMutating}
            disabled={!note.trim()}
            data-testid="add-comment"
          >
            {t('comments.add')}
          </Button>
        </Stack>
      )}
    </FormDialog>
  );
};
