import { parseAmount, toDirhams } from '@mizan/shared/money';
import { addExpenseBody } from '@mizan/shared/schemas/dossiers';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';

export type ExpenseValues = { idTypeDepense: string; dateDepense: string; montant: number; libelle?: string | null };
type Values = Record<'idTypeDepense' | 'dateDepense' | 'montant' | 'libelle', string>;
type FieldName = keyof Values;

/** Today on the person's own calendar. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** The rule each field breaks (spec 5, expense add, and the exact amounts of shared/money.ts). */
const checkAll = (values: Values): Partial<Record<FieldName, string>> => {
  const amount = parseAmount(values.montant);
  return {
    idTypeDepense: validationCode(addExpenseBody.shape.idTypeDepense, values.idTypeDepense),
    dateDepense: validationCode(addExpenseBody.shape.dateDepense, values.dateDepense),
    montant: 'error' in amount ? amount.error : undefined,
    libelle: validationCode(addExpenseBody.shape.libelle, values.libelle),
  };
};

/** An amount as the reader writes it back: 1250,50 (a comma but in English), which parseAmount reads. */
const amountText = (dirhams: number) => {
  const text = dirhams.toFixed(2);
  return currentLanguage() === 'en' ? text : text.replace('.', ',');
};

type ExpenseDialogProps = {
  /** The expense to edit, its fields prefilled; a new one when absent. */
  expense?: ExpenseValues;
  /** The firm's active expense types, in the reader's language. */
  types: readonly { value: string; label: string }[];
  /** Sends the expense; a rejection shows its field errors beside the fields, other failures above them. */
  onSubmit: (values: ExpenseValues) => Promise<unknown>;
  onClose: () => void;
};

/** Adds or edits an expense: its type, date, amount in dirhams (a point or a comma, two decimals at most) and label. */
export const ExpenseDialog = ({ expense, types, onSubmit, onClose }: ExpenseDialogProps) => {
  const { t } = useTranslation(['dossiers', 'translation']);
  const form = useForm<Values>(
    expense
      ? {
          idTypeDepense: expense.idTypeDepense,
          dateDepense: expense.dateDepense,
          montant: amountText(expense.montant),
          libelle: expense.libelle ?? '',
        }
      : { idTypeDepense: '', dateDepense: today(), montant: '', libelle: '' },
    { rules: checkAll },
  );

  const handleSubmit = form.submit(async (values) => {
    const amount = parseAmount(values.montant);
    if (!('centimes' in amount)) return;
    await onSubmit({
      idTypeDepense: values.idTypeDepense,
      dateDepense: values.dateDepense,
      montant: toDirhams(amount.centimes),
      libelle: values.libelle.trim() || undefined,
    });
    onClose();
  });

  return (
    <FormDialog
      title={t(expense ? 'expenses.editTitle' : 'expenses.addTitle')}
      testId="expense"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        {...form.field('idTypeDepense')}
        label={t('expenses.type')}
        options={types}
        placeholder={t('select.placeholder')}
        required
      />
      <TextField {...form.field('dateDepense')} type="date" label={t('expenses.date')} required />
      <TextField
        {...form.field('montant')}
        inputMode="decimal"
        autoComplete="off"
        label={t('expenses.amount')}
        helperText={t('expenses.amountHint')}
        required
      />
      <TextField {...form.field('libelle')} autoComplete="off" label={t('expenses.label')} />
    </FormDialog>
  );
};
