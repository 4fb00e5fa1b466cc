import { PAYMENT_METHODS, type PaymentMethod } from '@mizan/shared/invoices';
import { parseAmount } from '@mizan/shared/money';
import { paymentBody } from '@mizan/shared/schemas/billing';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useAddPayment, useCreateProvision, type Invoice, type InvoiceSummary } from '../api/invoices';
import { centimesText } from '../utils/amounts';

type Values = { montant: string; mode: PaymentMethod; date: string; reference: string };
type Receipt = { montant: string; mode: PaymentMethod; date: string; reference?: string };

const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const rules = (values: Values) => {
  const amount = parseAmount(values.montant);
  return { montant: 'error' in amount ? amount.error : undefined, date: validationCode(paymentBody.shape.date, values.date) };
};

/** Money received (a payment or a provision): amount, method, date, reference; `save` sends it, the API refuses what it must. */
const ReceiptDialog = ({
  title,
  testId,
  proposedCentimes,
  save,
  onClose,
}: {
  title: string;
  testId: string;
  proposedCentimes: number | null;
  save: (receipt: Receipt) => Promise<unknown>;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['fees', 'translation']);
  const form = useForm<Values>(
    () => ({
      montant: proposedCentimes === null ? '' : centimesText(proposedCentimes, currentLanguage()),
      mode: 'VIREMENT',
      date: today(),
      reference: '',
    }),
    { rules },
  );
  const handleSubmit = form.submit(async (values) => {
    await save({
      montant: values.montant,
      mode: values.mode,
      date: values.date,
      ...(values.reference.trim() && { reference: values.reference.trim() }),
    });
    onClose();
  });
  return (
    <FormDialog
      title={title}
      testId={testId}
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextField {...form.field('montant')} inputMode="decimal" autoComplete="off" label={t('invoices.amount')} required />
      <SelectField
        name="mode"
        label={t('invoices.method')}
        value={form.values.mode}
        onChange={(event) => form.setValue('mode', event.target.value as PaymentMethod)}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`invoices.methods.${method}`) }))}
      />
      <TextField {...form.field('date')} type="date" label={t('invoices.date')} required />
      <TextField {...form.field('reference')} label={t('invoices.reference')} dir="auto" />
    </FormDialog>
  );
};

/** Records a payment of an issued invoice: what remains due is proposed; the API refuses more. */
export const PaymentDialog = ({
  invoice,
  onSaved,
  onClose,
}: {
  invoice: InvoiceSummary;
  onSaved: (paid: Invoice) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('fees');
  const add = useAddPayment();
  return (
    <ReceiptDialog
      title={t('invoices.paymentTitle', { numero: invoice.numero })}
      testId="payment"
      proposedCentimes={invoice.resteCentimes}
      save={async (receipt) => {
        const paid = await add.trigger({ params: { id: invoice.id }, body: receipt as never });
        notifySuccess(t('invoices.paid'));
        onSaved(paid);
      }}
      onClose={onClose}
    />
  );
};

/** Records a provision (payment on account) received on the dossier: its next invoices deduct it. */
export const ProvisionDialog = ({ dossierId, onSaved, onClose }: { dossierId: string; onSaved: () => void; onClose: () => void }) => {
  const { t } = useTranslation('fees');
  const create = useCreateProvision();
  return (
    <ReceiptDialog
      title={t('provisions.title')}
      testId="provision"
      proposedCentimes={null}
      save={async (receipt) => {
        await create.trigger({ params: { id: dossierId }, body: receipt as never });
        notifySuccess(t('provisions.saved'));
        onSaved();
      }}
      onClose={onClose}
    />
  );
};
