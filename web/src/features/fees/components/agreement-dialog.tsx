import { Button, Checkbox, Fieldset, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { percentToBasisPoints } from '@mizan/shared/fees';
import { parseAmount } from '@mizan/shared/money';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useFirmStaff, useSaveAgreement, type Agreement } from '../api/fees';
import { centimesText } from '../utils/amounts';

type Instalment = { libelle: string; montant: string; dateEcheance: string };
type Values = {
  hourly: boolean;
  /** The rate text per staff member's id; an empty one sets no rate. */
  rates: Record<string, string>;
  flat: boolean;
  flatAmount: string;
  instalments: Instalment[];
  success: boolean;
  percent: string;
  floor: string;
  conditions: string;
};

const percentText = (points: number, language: string) => {
  const text = String(points / 100);
  return language === 'en' ? text : text.replace('.', ',');
};

/** The agreement's values in the form (empty parts unticked). */
const valuesOf = (agreement: Agreement): Values => {
  const language = currentLanguage();
  return {
    hourly: !!agreement.horaire,
    rates: Object.fromEntries(
      (agreement.horaire?.taux ?? []).map((rate) => [rate.idUtilisateur, centimesText(rate.tauxCentimes, language)]),
    ),
    flat: !!agreement.forfait,
    flatAmount: agreement.forfait ? centimesText(agreement.forfait.montantCentimes, language) : '',
    instalments: (agreement.forfait?.echeances ?? []).map((i) => ({
      libelle: i.libelle,
      montant: centimesText(i.montantCentimes, language),
      dateEcheance: i.dateEcheance,
    })),
    success: !!agreement.resultat,
    percent: agreement.resultat ? percentText(agreement.resultat.pourcentageBasisPoints, language) : '',
    floor: agreement.resultat?.plancherCentimes ? centimesText(agreement.resultat.plancherCentimes, language) : '',
    conditions: agreement.conditions ?? '',
  };
};

const amountError = (text: string) => {
  const amount = parseAmount(text);
  return 'error' in amount ? amount.error : undefined;
};
const percentOf = (text: string) => Number(text.trim().replace(',', '.'));

/** The rule each field breaks: the API's (schemas/fees.ts), said before sending. */
const rules = (values: Values) => {
  const flat = parseAmount(values.flatAmount);
  const instalmentTotal = values.instalments.reduce((sum, i) => {
    const amount = parseAmount(i.montant);
    return sum + ('centimes' in amount ? amount.centimes : Number.NaN);
  }, 0);
  return {
    hourly: !values.hourly && !values.flat && !values.success ? 'fee_kind_required' : undefined,
    ...Object.fromEntries(
      Object.entries(values.rates)
        .filter(([, text]) => values.hourly && text.trim())
        .map(([id, text]) => [`rates.${id}`, amountError(text)]),
    ),
    flatAmount: values.flat ? amountError(values.flatAmount) : undefined,
    instalments:
      values.flat && values.instalments.length && 'centimes' in flat && instalmentTotal !== flat.centimes ? 'instalments_total' : undefined,
    percent: values.success && percentToBasisPoints(percentOf(values.percent)) === undefined ? 'percentage_invalid' : undefined,
    floor: values.success && values.floor.trim() ? amountError(values.floor) : undefined,
  };
};

/** The body the API takes: the ticked parts, amounts as the person wrote them (the API reads them exactly). */
const bodyOf = (values: Values, version: number) => ({
  ...(values.hourly && {
    horaire: {
      taux: Object.entries(values.rates)
        .filter(([, text]) => text.trim())
        .map(([idUtilisateur, taux]) => ({ idUtilisateur, taux })),
    },
  }),
  ...(values.flat && { forfait: { montant: values.flatAmount, echeances: values.instalments } }),
  ...(values.success && {
    resultat: { pourcentage: percentOf(values.percent), ...(values.floor.trim() && { plancher: values.floor }) },
  }),
  conditions: values.conditions.trim() || undefined,
  version,
});

type AgreementDialogProps = { dossierId: string; agreement: Agreement; onSaved: (saved: Agreement) => void; onClose: () => void };

/**
 * Edits a dossier's fee agreement: an hourly part (a rate per staff member for this dossier), a
 * flat fee with optional instalments that add up to it, a success fee (a percentage, a floor), any
 * mix; saved at the version read (a save from an older read is refused and says so).
 */
export const AgreementDialog = ({ dossierId, agreement, onSaved, onClose }: AgreementDialogProps) => {
  const { t } = useTranslation(['fees', 'translation']);
  const staff = (useFirmStaff().data ?? []).filter(
    (user) => user.actif || agreement.horaire?.taux.some((r) => r.idUtilisateur === user.idUtilisateur),
  );
  const save = useSaveAgreement();
  const form = useForm<Values>(() => valuesOf(agreement), {
    rules,
    apiNames: {
      hourly: 'horaire',
      flatAmount: 'forfait.montant',
      instalments: 'forfait.echeances',
      percent: 'resultat.pourcentage',
      floor: 'resultat.plancher',
    },
  });
  const { values, setValue } = form;
  const instalments = form.rows('instalments');

  const handleSubmit = form.submit(async (current) => {
    const saved = await save.trigger({ params: { id: dossierId }, body: bodyOf(current, agreement.version) as never });
    notifySuccess(t('agreement.saved'));
    onSaved(saved);
    onClose();
  });

  const part = (name: 'hourly' | 'flat' | 'success', label: string) => (
    <Checkbox.Root checked={values[name]} onCheckedChange={({ checked }) => setValue(name, checked === true)} colorPalette="teal">
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <FormDialog
      title={t('agreement.editTitle')}
      testId="agreement"
      size="lg"
      failure={form.failure ?? (form.errorOf('hourly') || null)}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('actions.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Fieldset.Root>
        <Fieldset.Legend>{part('hourly', t('agreement.hourly'))}</Fieldset.Legend>
        {values.hourly && (
          <Stack gap="2">
            {staff.map((user) => (
              <TextField
                key={user.idUtilisateur}
                name={`rate-${user.idUtilisateur}`}
                label={t('agreement.rateOf', { name: `${user.prenom} ${user.nom}` })}
                helperText={t('agreement.rateHint')}
                inputMode="decimal"
                autoComplete="off"
                value={values.rates[user.idUtilisateur] ?? ''}
                onChange={(event) => setValue('rates', { ...values.rates, [user.idUtilisateur]: event.target.value })}
                error={form.errorOf(`rates.${user.idUtilisateur}`)}
              />
            ))}
          </Stack>
        )}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{part('flat', t('agreement.flat'))}</Fieldset.Legend>
        {values.flat && (
          <Stack gap="2">
            <TextField {...form.field('flatAmount')} inputMode="decimal" autoComplete="off" label={t('agreement.flatAmount')} required />
            {values.instalments.map((instalment, index) => (
              <HStack key={index} align="flex-end" gap="2" wrap="wrap" data-testid="instalment">
                <TextField
                  name={`instalment-${index}-libelle`}
                  label={t('agreement.instalmentLabel')}
                  value={instalment.libelle}
                  onChange={(event) => instalments.change(index, { libelle: event.target.value })}
                />
                <TextField
                  name={`instalment-${index}-montant`}
                  label={t('agreement.instalmentAmount')}
                  inputMode="decimal"
                  value={instalment.montant}
                  onChange={(event) => instalments.change(index, { montant: event.target.value })}
                />
                <TextField
                  name={`instalment-${index}-date`}
                  type="date"
                  label={t('agreement.instalmentDate')}
                  value={instalment.dateEcheance}
                  onChange={(event) => instalments.change(index, { dateEcheance: event.target.value })}
                />
                <IconButton aria-label={t('agreement.removeInstalment')} variant="ghost" onClick={() => instalments.remove(index)}>
                  <LuTrash2 />
                </IconButton>
              </HStack>
            ))}
            {form.errorOf('instalments') && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {form.errorOf('instalments')}
              </Text>
            )}
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => instalments.add({ libelle: '', montant: '', dateEcheance: '' })}
            >
              <LuPlus /> {t('agreement.addInstalment')}
            </Button>
          </Stack>
        )}
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{part('success', t('agreement.success'))}</Fieldset.Legend>
        {values.success && (
          <HStack align="flex-start" gap="3" wrap="wrap">
            <TextField {...form.field('percent')} inputMode="decimal" autoComplete="off" label={t('agreement.percent')} required />
            <TextField {...form.field('floor')} inputMode="decimal" autoComplete="off" label={t('agreement.floor')} />
          </HStack>
        )}
      </Fieldset.Root>
      <TextareaField {...form.field('conditions')} label={t('agreement.conditions')} rows={3} />
    </FormDialog>
  );
};
