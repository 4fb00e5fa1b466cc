import { Button, Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LINE_KINDS, type LineKind } from '@mizan/shared/invoices';
import { parseAmount } from '@mizan/shared/money';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useUpdateInvoice, type Invoice } from '../api/invoices';
import { centimesText } from '../utils/amounts';

type Line = { id?: string; nature: LineKind; libelle: string; montant: string; tauxTva: string };
type Values = { lignes: Line[]; exonere: boolean; retenueTva: string };

const rateText = (points: number, language: string) => {
  const text = String(points / 100);
  return language === 'en' ? text : text.replace('.', ',');
};

const valuesOf = (invoice: Invoice): Values => {
  const language = currentLanguage();
  return {
    lignes: invoice.lignes.map((line) => ({
      id: line.id,
      nature: line.nature,
      libelle: line.libelle,
      montant: centimesText(line.montantCentimes, language),
      tauxTva: rateText(line.tauxTvaBasisPoints, language),
    })),
    exonere: invoice.exonere,
    retenueTva: String(invoice.retenueTvaBasisPoints / 100),
  };
};

/** Each line's first broken rule, named as the API names it (`lignes.0.montant`). */
const rules = (values: Values) =>
  Object.fromEntries(
    values.lignes.flatMap((line, index) => {
      const amount = parseAmount(line.montant);
      return [
        [`lignes.${index}.libelle`, line.libelle.trim() ? undefined : 'required'],
        [`lignes.${index}.montant`, 'error' in amount ? amount.error : undefined],
      ];
    }),
  );

/**
 * Edits a draft invoice: its lines (fees with their VAT rate, or disbursements, which carry none),
 * whether the client is exempt, and the share of VAT they withhold at source; saved at the version
 * read (a save from an older read is refused and says so).
 */
export const InvoiceDialog = ({
  invoice,
  onSaved,
  onClose,
}: {
  invoice: Invoice;
  onSaved: (saved: Invoice) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['fees', 'translation']);
  const update = useUpdateInvoice();
  const form = useForm<Values>(() => valuesOf(invoice), { rules });
  const { values, setValue } = form;
  const lines = form.rows('lignes');
  const handleSubmit = form.submit(async (current) => {
    const saved = await update.trigger({
      params: { id: invoice.id },
      body: {
        lignes: current.lignes.map((line) => ({
          ...(line.id && { id: line.id }),
          nature: line.nature,
          libelle: line.libelle.trim(),
          montant: line.montant,
          ...(line.nature === 'HONORAIRES' && { tauxTva: Number(line.tauxTva.trim().replace(',', '.')) }),
        })),
        exonere: current.exonere,
        retenueTva: Number(current.retenueTva),
        version: invoice.version,
      } as never,
    });
    notifySuccess(t('invoices.saved'));
    onSaved(saved);
    onClose();
  });
  return (
    <FormDialog
      title={t('invoices.draftTitle')}
      testId="invoice"
      size="lg"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Stack gap="3">
        {values.lignes.length === 0 && <Text color="fg.muted">{t('invoices.noLines')}</Text>}
        {values.lignes.map((line, index) => (
          <HStack key={line.id ?? index} align="flex-end" gap="2" wrap="wrap" data-testid="invoice-line">
            <SelectField
              name={`line-${index}-nature`}
              label={t('invoices.nature')}
              value={line.nature}
              onChange={(event) => lines.change(index, { nature: event.target.value as LineKind })}
              options={LINE_KINDS.map((kind) => ({ value: kind, label: t(`invoices.natures.${kind}`) }))}
            />
            <TextField
              name={`line-${index}-libelle`}
              label={t('invoices.label')}
              value={line.libelle}
              dir="auto"
              onChange={(event) => lines.change(index, { libelle: event.target.value })}
              error={form.errorOf(`lignes.${index}.libelle`)}
            />
            <TextField
              name={`line-${index}-montant`}
              label={t('invoices.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={line.montant}
              onChange={(event) => lines.change(index, { montant: event.target.value })}
              error={form.errorOf(`lignes.${index}.montant`)}
            />
            {line.nature === 'HONORAIRES' && (
              <TextField
                name={`line-${index}-tva`}
                label={t('invoices.vatRate')}
                inputMode="decimal"
                autoComplete="off"
                value={line.tauxTva}
                onChange={(event) => lines.change(index, { tauxTva: event.target.value })}
                error={form.errorOf(`lignes.${index}.tauxTva`)}
              />
            )}
            <IconButton aria-label={t('invoices.removeLine')} variant="ghost" onClick={() => lines.remove(index)}>
              <LuTrash2 />
            </IconButton>
          </HStack>
        ))}
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          data-testid="add-line"
          onClick={() => lines.add({ nature: 'HONORAIRES', libelle: '', montant: '', tauxTva: '20' })}
        >
          <LuPlus /> {t('invoices.addLine')}
        </Button>
        <Checkbox.Root
          checked={values.exonere}
          onCheckedChange={({ checked }) => setValue('exonere', checked === true)}
          colorPalette="teal"
        >
          <Checkbox.HiddenInput name="exonere" />
          <Checkbox.Control />
          <Checkbox.Label>{t('invoices.exempt')}</Checkbox.Label>
        </Checkbox.Root>
        <SelectField
          name="retenueTva"
          label={t('invoices.withholding')}
          value={values.retenueTva}
          onChange={(event) => setValue('retenueTva', event.target.value)}
          options={['0', '75', '100'].map((value) => ({ value, label: t(`invoices.withholdings.${value}`) }))}
        />
      </Stack>
    </FormDialog>
  );
};
