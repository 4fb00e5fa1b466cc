import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { firmDetailsBody, type FirmDetails } from '@mizan/shared/schemas/management';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { TextareaField, TextField } from '../../../components/text-field';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useFirmDetails, useUpdateFirmDetails } from '../api/firm-details';

type Values = Omit<FirmDetails, 'version'>;
type FieldName = keyof Values;

/**
 * The fields in the order the form shows them, by group; `ltr`: digits and addresses, laid out left
 * to right in Arabic too; the others follow their own text (`dir="auto"`: a Latin address in an
 * Arabic screen keeps its comma in place).
 */
const GROUPS: { title: string; fields: { name: FieldName; type?: string; autoComplete?: string; ltr?: boolean; required?: boolean }[] }[] =
  [
    {
      title: 'identity',
      fields: [{ name: 'nom', autoComplete: 'organization', required: true }, { name: 'barreau' }],
    },
    {
      title: 'contact',
      fields: [
        { name: 'adresse', autoComplete: 'street-address' },
        { name: 'ville', autoComplete: 'address-level2' },
        { name: 'phone', type: 'tel', autoComplete: 'tel', ltr: true },
        { name: 'email', type: 'email', autoComplete: 'email', ltr: true },
        { name: 'siteWeb', type: 'url', autoComplete: 'url', ltr: true },
      ],
    },
    {
      title: 'identifiers',
      fields: [
        { name: 'identifiantFiscal', ltr: true },
        { name: 'ice', ltr: true },
        { name: 'taxeProfessionnelle', ltr: true },
        { name: 'rc' },
      ],
    },
  ];
const NAMES = GROUPS.flatMap((group) => group.fields.map((field) => field.name));

const checkAll = (values: Values) =>
  Object.fromEntries(NAMES.map((name) => [name, validationCode(firmDetailsBody.shape[name], values[name])])) as Partial<
    Record<FieldName, string>
  >;

/** The form of the details read: saved on their version, the answer becomes the form's new start. */
const FirmDetailsForm = ({ details, onSaved }: { details: FirmDetails; onSaved: (saved: FirmDetails) => void }) => {
  const { t } = useTranslation('settings');
  const { trigger } = useUpdateFirmDetails();
  const { version, ...initial } = details;
  const form = useForm<Values>(initial, { rules: checkAll });

  const handleSubmit = form.submit(async (values) => {
    // The saved details become the form's start: a new version remounts it (FirmDetailsPanel's key).
    onSaved(await trigger({ body: { ...firmDetailsBody.omit({ version: true }).parse(values), version } }));
    notifySuccess(t('firm.saved'));
  });

  return (
    <Stack asChild gap="5" maxWidth="3xl">
      <form onSubmit={handleSubmit} noValidate aria-label={t('tabs.firm')} data-testid="firm-details-form">
        <FormAlert message={form.failure} />
        {GROUPS.map((group) => (
          <Stack key={group.title} gap="3">
            <Heading as="h3" size="sm">
              {t(`firm.groups.${group.title}`)}
            </Heading>
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
              {group.fields.map(({ name, type, autoComplete, ltr, required }) =>
                name === 'adresse' ? (
                  <TextareaField
                    key={name}
                    {...form.field(name)}
                    name={`firm-${name}`}
                    label={t(`firm.fields.${name}`)}
                    autoComplete={autoComplete}
                    dir="auto"
                    rows={2}
                  />
                ) : (
                  <TextField
                    key={name}
                    {...form.field(name)}
                    name={`firm-${name}`}
                    label={t(`firm.fields.${name}`)}
                    type={type}
                    autoComplete={autoComplete}
                    dir={ltr ? 'ltr' : 'auto'}
                    required={required}
                  />
                ),
              )}
            </Grid>
          </Stack>
        ))}
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={form.saving} data-testid="firm-save">
          {t('firm.save')}
        </Button>
      </form>
    </Stack>
  );
};

/**
 * Settings › Cabinet: the firm's name, address, contacts and the identifiers its invoices will
 * carry (IF, ICE, TP); its emails' footer shows the address and phone.
 */
export const FirmDetailsPanel = () => {
  const { t } = useTranslation('settings');
  const { data, error, isLoading, mutate } = useFirmDetails();
  return (
    <Stack gap="4" data-testid="panel-firm">
      <Text color="fg.muted">{t('firm.intro')}</Text>
      {isLoading && <PageLoader />}
      {!data && error !== undefined && <FormAlert message={errorMessage(error)} />}
      {data && <FirmDetailsForm key={data.version} details={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
    </Stack>
  );
};
