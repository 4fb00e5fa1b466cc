import { Button, Field, Grid, HStack, IconButton, NativeSelect, Stack } from '@chakra-ui/react';
import { CLIENT_STATUSES, CLIENT_TYPES, partyBody } from '@mizan/shared/schemas/clients';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ApiError, NoResponseError, SessionExpiredError } from '../../../lib/api-client';
import { ruleKeys } from '../../../lib/validation';
import { lookupClient } from '../api/lookup-client';
import type { PartyInput, PartySide } from '../utils/party';

type TextKey = 'cin' | 'nom' | 'prenom' | 'rc' | 'raisonSociale' | 'representantLegal' | 'email' | 'phone' | 'adresse';
type Values = Record<TextKey | 'identifier' | 'idTypeClient' | 'idStatutClient', string> & { idClient?: string };

const EMPTY: Values = {
  identifier: '',
  idTypeClient: '',
  idStatutClient: '',
  cin: '',
  nom: '',
  prenom: '',
  rc: '',
  raisonSociale: '',
  representantLegal: '',
  email: '',
  phone: '',
  adresse: '',
};
const OWN_FIELDS = {
  PP: ['cin', 'nom', 'prenom'],
  PM: ['rc', 'raisonSociale', 'representantLegal'],
} as const;
const COMMON_FIELDS = ['email', 'phone', 'adresse'] as const;

/** Spec 8, client lookup: 400, 401, any other answer, no answer. */
const lookupErrorKey = (error: unknown) => {
  if (error instanceof NoResponseError) return 'lookup.noResponse';
  if (error instanceof ApiError && error.status === 400) return 'api:bad_request';
  if (error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401)) return 'api:unauthorized';
  return 'lookup.notFound';
};

type PartyFormProps = {
  side: PartySide;
  /** Adds the party (to the list, or to the dossier); answers whether the form may be emptied. */
  onAdd: (party: PartyInput) => Promise<boolean> | boolean;
  busy?: boolean;
};

/** Spec 2.9: the client and opposing-party mini form, with the CIN/RC lookup. */
export const PartyForm = ({ side, onAdd, busy }: PartyFormProps) => {
  const { t } = useTranslation('dossiers');
  const { t: tc } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [alert, setAlert] = useState<{
    message: string;
    status: 'error' | 'success';
  } | null>(null);
  const [searching, setSearching] = useState(false);
  const field = (key: string) => `${side}.${key}`;
  const type = values.idTypeClient === 'PM' ? 'PM' : values.idTypeClient === 'PP' ? 'PP' : null;

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const key = event.target.name.slice(side.length + 1) as keyof Values;
    const { value } = event.target;
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
    setAlert(null);
  };

  const handleLookup = async () => {
    const identifier = values.identifier.trim();
    if (!identifier) return;
    setSearching(true);
    setAlert(null);
    try {
      const found = await lookupClient(identifier);
      setValues((previous) => ({
        ...previous,
        ...Object.fromEntries([...OWN_FIELDS.PP, ...OWN_FIELDS.PM, ...COMMON_FIELDS].map((key) => [key, found[key] ?? ''])),
        idTypeClient: found.idTypeClient,
        idClient: found.idClient,
      }));
      setAlert({ message: t('lookup.found'), status: 'success' });
    } catch (error) {
      setValues((previous) => ({ ...previous, idClient: undefined }));
      setAlert({ message: t(lookupErrorKey(error)), status: 'error' });
    } finally {
      setSearching(false);
    }
  };

  const handleAdd = async () => {
    if (!type || !values.idStatutClient) {
      setAlert({ message: t('api:client_type_required'), status: 'error' });
      return;
    }
    const keys = [...OWN_FIELDS[type], ...COMMON_FIELDS];
    const party = {
      idClient: values.idClient,
      idTypeClient: type,
      idStatutClient: values.idStatutClient,
      ...Object.fromEntries(keys.map((key) => [key, values[key].trim() || undefined])),
    } as PartyInput;
    const found: Partial<Record<string, string>> = {};
    const nameKey = type === 'PM' ? 'raisonSociale' : 'nom';
    if (!values.idClient && !party[nameKey]) found[nameKey] = tc('api:required');
    const parsed = partyBody.safeParse(party);
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= tc(ruleKeys(issue.message));
    setErrors(found);
    if (Object.keys(found).length) return;
    if (await onAdd(party)) setValues(EMPTY);
  };

  const textField = (key: TextKey, inputType = 'text') => (
    <TextField
      key={key}
      name={field(key)}
      label={t(`party.${key}`)}
      type={inputType}
      value={values[key]}
      onChange={handleChange}
      error={errors[key]}
    />
  );

  return (
    <Stack gap="3" data-testid={`party-form-${side}`}>
      <HStack align="flex-end">
        <TextField name={field('identifier')} label={t('party.identifier')} value={values.identifier} onChange={handleChange} />
        <IconButton
          aria-label={t('party.lookup')}
          title={t('party.lookup')}
          onClick={handleLookup}
          loading={searching}
          data-testid={`lookup-${side}`}
          variant="outline"
        >
          <LuSearch />
        </IconButton>
      </HStack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
        <Field.Root required>
          <Field.Label>
            {t('party.type')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name={field('idTypeClient')} value={values.idTypeClient} onChange={handleChange}>
              <option value="">{t('select.placeholder')}</option>
              {CLIENT_TYPES.map((code) => (
                <option key={code} value={code}>
                  {t(`party.types.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            {t('party.status')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name={field('idStatutClient')} value={values.idStatutClient} onChange={handleChange}>
              <option value="">{t('select.placeholder')}</option>
              {CLIENT_STATUSES.map((code) => (
                <option key={code} value={code}>
                  {t(`party.statuses.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {type && OWN_FIELDS[type].map((key) => textField(key))}
        {textField('email', 'email')}
        {textField('phone', 'tel')}
        {textField('adresse')}
      </Grid>
      <FormAlert message={alert?.message ?? null} status={alert?.status} />
      <Button alignSelf="flex-start" variant="outline" colorPalette="teal" onClick={handleAdd} loading={busy} data-testid={`add-${side}`}>
        <LuPlus /> {t('party.add')}
      </Button>
    </Stack>
  );
};
