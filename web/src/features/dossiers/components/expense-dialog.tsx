import { parseAmount, toDirhams } from '@mizan/shared/money';
import { addExpenseBody } from '@mizan/shared/schemas/dossiers';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formFailure } from '../../../lib/notify';
import { ruleKeys, validationCode } from '../../../lib/validation';

export type ExpenseValues = { idTypeDepense: string; dateDepense: string; montant: number; libelle?: string };
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

type ExpenseDialogProps = {
  /** The firm's active expense types, in the reader's language. */
  types: readonly { value: string; label: string }[];
  /** Sends the expense; a rejection shows its field errors beside the fields, other failures above them. */
  onSubmit: (values: ExpenseValues) => Promise<unknown>;
  onClose: () => void;
};

/** Adds an expense: its type, date, amount in dirhams (a point or a comma, two decimals at most) and label. */
export const ExpenseDialog = ({ types, onSubmit, onClose }: ExpenseDialogProps) => {
  const { t } = useTranslation(['dossiers', 'translation']);
  const [values, setValues] = useState<Values>({ idTypeDepense: '', dateDepense: today(), montant: '', libelle: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const codes = checkAll(values);

  const errorOf = (name: FieldName) => serverErrors[name] ?? (submitted && codes[name] ? t(ruleKeys(codes[name])) : undefined);
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const name = event.target.name as FieldName;
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    setFailure(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const amount = parseAmount(values.montant);
    if (Object.values(codes).some(Boolean) || !('centimes' in amount)) return;
    setSaving(true);
    try {
      await onSubmit({
        idTypeDepense: values.idTypeDepense,
        dateDepense: values.dateDepense,
        montant: toDirhams(amount.centimes),
        libelle: values.libelle.trim() || undefined,
      });
      onClose();
    } catch (error) {
      const { byField, failure: message } = formFailure(error, values);
      setServerErrors(byField);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('expenses.addTitle')}
      testId="expense"
      failure={failure}
      saving={saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        name="idTypeDepense"
        label={t('expenses.type')}
        value={values.idTypeDepense}
        onChange={handleChange}
        options={types}
        placeholder={t('select.placeholder')}
        error={errorOf('idTypeDepense')}
        required
      />
      <TextField
        name="dateDepense"
        type="date"
        label={t('expenses.date')}
        value={values.dateDepense}
        onChange={handleChange}
        error={errorOf('dateDepense')}
        required
      />
      <TextField
        name="montant"
        inputMode="decimal"
        autoComplete="off"
        label={t('expenses.amount')}
        helperText={t('expenses.amountHint')}
        value={values.montant}
        onChange={handleChange}
        error={errorOf('montant')}
        required
      />
      <TextField
        name="libelle"
        autoComplete="off"
        label={t('expenses.label')}
        value={values.libelle}
        onChange={handleChange}
        error={errorOf('libelle')}
      />
    </FormDialog>
  );
};
