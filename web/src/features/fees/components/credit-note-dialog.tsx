import { Stack, Text } from '@chakra-ui/react';
import { parseAmount } from '@mizan/shared/money';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useCreateCreditNote, type Invoice } from '../api/invoices';
import { centimesText } from '../utils/amounts';
import { formatCentimes } from '../../../lib/format';

type Extent = 'TOUT' | 'LIGNES';
/** `montants`: the amount typed for each line still creditable, in the invoice's order; empty credits nothing of it. */
type Values = { motif: string; etendue: Extent; montants: string[] };

/** What is left to credit of each of the invoice's lines, after its credit notes. */
const creditable = (invoice: Invoice) =>
  invoice.lignes
    .map((line) => ({
      line,
      left:
        line.montantCentimes -
        invoice.avoirs
          .flatMap((note) => note.lignes)
          .reduce((sum, credited) => sum + (credited.idLigne === line.id ? credited.montantCentimes : 0), 0),
    }))
    .filter(({ left }) => left > 0);

/**
 * Creates a credit note (avoir) of an issued invoice: whole (what is left to credit of every line)
 * or of the amounts typed on chosen lines, each at most what is left of it, with its reason. The
 * API gives it the next number of the firm's series of credit notes and refuses more than is unpaid.
 */
export const CreditNoteDialog = ({
  invoice,
  onSaved,
  onClose,
}: {
  invoice: Invoice;
  onSaved: (credited: Invoice) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['fees', 'translation']);
  const language = currentLanguage();
  const create = useCreateCreditNote();
  const lines = creditable(invoice);
  const rules = (values: Values) => ({
    motif: values.motif.trim() ? undefined : 'required',
    ...(values.etendue === 'LIGNES' &&
      Object.fromEntries(
        values.montants.map((text, index) => {
          if (!text.trim()) return [`montants.${index}`, undefined];
          const amount = parseAmount(text);
          if ('error' in amount) return [`montants.${index}`, amount.error];
          return [`montants.${index}`, amount.centimes > lines[index]!.left ? 'credit_note_exceeds_line' : undefined];
        }),
      )),
    ...(values.etendue === 'LIGNES' && values.montants.every((text) => !text.trim()) && { etendue: 'credit_note_no_line' }),
  });
  const form = useForm<Values>(() => ({ motif: '', etendue: 'TOUT', montants: lines.map(() => '') }), { rules });
  const { values, setValue } = form;
  const handleSubmit = form.submit(async (current) => {
    const chosen = lines.flatMap(({ line }, index) =>
      current.montants[index]!.trim() ? [{ id: line.id, montant: current.montants[index]!.trim() }] : [],
    );
    const credited = await create.trigger({
      params: { id: invoice.id },
      body: { motif: current.motif.trim(), ...(current.etendue === 'LIGNES' && { lignes: chosen }) } as never,
    });
    notifySuccess(t('creditNotes.created'));
    onSaved(credited);
    onClose();
  });
  return (
    <FormDialog
      title={t('creditNotes.title', { numero: invoice.numero })}
      testId="credit-note"
      size="lg"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('creditNotes.create')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Stack gap="3">
        <TextField {...form.field('motif')} label={t('creditNotes.reason')} dir="auto" required />
        <SelectField
          name="etendue"
          label={t('creditNotes.extent')}
          value={values.etendue}
          onChange={(event) => setValue('etendue', event.target.value as Extent)}
          options={[
            { value: 'TOUT', label: t('creditNotes.whole') },
            { value: 'LIGNES', label: t('creditNotes.lines') },
          ]}
          error={form.errorOf('etendue')}
        />
        {values.etendue === 'TOUT' ? (
          <Text color="fg.muted">{t('creditNotes.wholeText', { amount: formatCentimes(invoice.resteCentimes, language) })}</Text>
        ) : (
          <>
            {lines.map(({ line, left }, index) => (
              <TextField
                key={line.id}
                name={`credit-${index}`}
                label={<bdi>{line.libelle}</bdi>}
                helperText={t('creditNotes.left', { amount: formatCentimes(left, language) })}
                placeholder={centimesText(left, language)}
                inputMode="decimal"
                autoComplete="off"
                value={values.montants[index]!}
                onChange={(event) =>
                  setValue(
                    'montants',
                    values.montants.map((text, at) => (at === index ? event.target.value : text)),
                  )
                }
                error={form.errorOf(`montants.${index}`)}
              />
            ))}
          </>
        )}
      </Stack>
    </FormDialog>
  );
};
