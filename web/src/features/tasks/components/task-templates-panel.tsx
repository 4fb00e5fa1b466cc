import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { templateTask } from '@mizan/shared/schemas/tasks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useDeadlineTypeOptions, useSetTaskTemplate, useTaskTemplates, type TemplateTask } from '../api/tasks';

type Row = { id: string; type: string; taches: TemplateTask[]; resume: string };
/** A task of the form: the days as typed. */
type Line = { titre: string; joursAvant: string };

type TemplateDialogProps = { row: Row; onClose: () => void; onSaved: () => void };

/** The tasks one deadline type proposes: a title and working days before the deadline each, added and removed in place. */
const TemplateDialog = ({ row, onClose, onSaved }: TemplateDialogProps) => {
  const { t } = useTranslation('tasks');
  const save = useSetTaskTemplate();
  const form = useForm<{ taches: Line[] }>(
    { taches: row.taches.map((task) => ({ titre: task.titre, joursAvant: String(task.joursAvant) })) },
    {
      rules: ({ taches }) =>
        Object.fromEntries(
          taches.flatMap((line, i) => [
            [`taches.${i}.titre`, validationCode(templateTask.shape.titre, line.titre)],
            [`taches.${i}.joursAvant`, validationCode(templateTask.shape.joursAvant, Number(line.joursAvant))],
          ]),
        ),
    },
  );
  const change = (index: number, key: keyof Line, value: string) =>
    form.setValue('taches', (lines) => lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)));
  const handleSubmit = form.submit(async ({ taches }) => {
    const body = { taches: taches.map((line) => ({ titre: line.titre, joursAvant: Number(line.joursAvant) })) };
    await save.trigger({ params: { id: row.id }, body });
    notifySuccess(t('templates.saved'));
    onSaved();
    onClose();
  });
  return (
    <FormDialog
      title={t('templates.editTitle', { type: row.type })}
      testId="task-template-form"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('templates.cancel')}
      submitLabel={t('templates.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {form.values.taches.map((line, i) => (
        <HStack key={i} align="flex-end" gap="2">
          <TextField
            name={`taches.${i}.titre`}
            label={t('templates.titre')}
            value={line.titre}
            onChange={(e) => change(i, 'titre', e.target.value)}
            error={form.errorOf(`taches.${i}.titre`)}
            required
          />
          <TextField
            name={`taches.${i}.joursAvant`}
            label={t('templates.joursAvant')}
            type="number"
            min={0}
            width="8rem"
            value={line.joursAvant}
            onChange={(e) => change(i, 'joursAvant', e.target.value)}
            error={form.errorOf(`taches.${i}.joursAvant`)}
            required
          />
          <IconButton
            aria-label={t('templates.remove')}
            variant="ghost"
            onClick={() => form.setValue('taches', (lines) => lines.filter((_, j) => j !== i))}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        onClick={() => form.setValue('taches', (lines) => [...lines, { titre: '', joursAvant: '1' }])}
        data-testid="add-template-task"
      >
        <LuPlus /> {t('templates.addTask')}
      </Button>
    </FormDialog>
  );
};

/**
 * Settings, beside the deadline types: for each active deadline type, the tasks a new deadline of
 * that type proposes to the lawyer (administrators edit them).
 */
export const TaskTemplatesPanel = () => {
  const { t } = useTranslation('tasks');
  const types = useDeadlineTypeOptions();
  const templates = useTaskTemplates();
  const [editing, setEditing] = useState<Row | null>(null);
  const byType = new Map((templates.data ?? []).map((template) => [template.idTypeEcheance, template.taches]));
  const rows: Row[] = (types.data ?? []).map((option) => {
    const taches = byType.get(option.value) ?? [];
    return {
      id: option.value,
      type: option.label,
      taches,
      resume: taches.length ? taches.map((task) => `${task.titre} (${task.joursAvant})`).join(' · ') : t('templates.none'),
    };
  });
  const columns: Column<Row>[] = [
    { key: 'type', header: t('templates.type') },
    { key: 'resume', header: t('templates.tasks'), sortable: false },
  ];
  return (
    <Stack gap="3" data-testid="panel-taskTemplates">
      <Text fontWeight="semibold">{t('templates.title')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('templates.help')}
      </Text>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        read={{ data: types.data && templates.data, error: types.error ?? templates.error }}
        actions={[{ type: 'edit', onClick: setEditing }]}
      />
      {editing && <TemplateDialog row={editing} onClose={() => setEditing(null)} onSaved={() => void templates.mutate()} />}
    </Stack>
  );
};
