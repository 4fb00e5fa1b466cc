import { Checkbox } from '@chakra-ui/react';
import { addTimeEntryBody } from '@mizan/shared/schemas/fees';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';

export type TimeEntryValues = { date: string; minutes: number; description: string; facturable: boolean };
type Values = { date: string; minutes: string; description: string; facturable: boolean };

/** Today on the person's own calendar. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const rules = (values: Values) => ({
  date: validationCode(addTimeEntryBody.shape.date, values.date),
  minutes: validationCode(addTimeEntryBody.shape.minutes, values.minutes.trim() ? Number(values.minutes) : undefined),
  description: validationCode(addTimeEntryBody.shape.description, values.description),
});

type TimeEntryDialogProps = {
  /** The entry to edit; a new one (of today, `minutes` prefilled, e.g. a stopped timer's) when absent. */
  entry?: TimeEntryValues;
  minutes?: number;
  onSubmit: (values: TimeEntryValues) => Promise<unknown>;
  onClose: () => void;
};

/** Records or edits time spent: the day, the duration in minutes, what was done, and whether it is billable. */
export const TimeEntryDialog = ({ entry, minutes, onSubmit, onClose }: TimeEntryDialogProps) => {
  const { t } = useTranslation(['fees', 'translation']);
  const form = useForm<Values>(
    entry
      ? { date: entry.date, minutes: String(entry.minutes), description: entry.description, facturable: entry.facturable }
      : { date: today(), minutes: minutes ? String(minutes) : '', description: '', facturable: true },
    { rules },
  );
  const handleSubmit = form.submit(async (values) => {
    await onSubmit({ ...values, minutes: Number(values.minutes), description: values.description.trim() });
    onClose();
  });
  return (
    <FormDialog
      title={t(entry ? 'time.editTitle' : 'time.addTitle')}
      testId="time-entry"
      failure={form.failure}
      // a stopped timer's minutes are worth asking about before they are thrown away
      unsaved={form.dirty || (!entry && !!minutes)}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField {...form.field('date')} type="date" label={t('time.date')} required />
      <TextField
        {...form.field('minutes')}
        inputMode="numeric"
        autoComplete="off"
        label={t('time.minutes')}
        helperText={t('time.minutesHint')}
        required
      />
      <TextareaField {...form.field('description')} label={t('time.description')} rows={3} required />
      <Checkbox.Root
        checked={form.values.facturable}
        onCheckedChange={({ checked }) => form.setValue('facturable', checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput name="facturable" />
        <Checkbox.Control />
        <Checkbox.Label>{t('time.billable')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
};
