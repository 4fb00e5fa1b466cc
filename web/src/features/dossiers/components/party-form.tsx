import { Button, Field, Grid, HStack, IconButton, NativeSelect, Stack } from '@chakra-ui/react';
import { CLIENT_CONTACT_FIELDS, CLIENT_STATUSES, CLIENT_TYPE_FIELDS, CLIENT_TYPES, partyBody } from '@mizan/shared/schemas/clients';
import { useImperativeHandle, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useLeaveWarning } from '../../../components/unsaved-changes';
import { ApiError, NoResponseError, SessionExpiredError } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { lookupClient } from '../api/lookup-client';
import type { PartyInput, PartySide } from '../utils/party';

type TextKey = 'cin' | 'nom' | 'prenom' | 'rc' | 'ice' | 'raisonSociale' | 'representantLegal' | 'email' | 'phone' | 'adresse';
type Values = Record<TextKey | 'identifier' | 'idTypeClient' | 'idStatutClient', string> & { idClient?: string };

const EMPTY: Values = {
  identifier: '',
  idTypeClient: '',
  idStatutClient: '',
  cin: '',
  nom: '',
  prenom: '',
  rc: '',
  ice: '',
  raisonSociale: '',
  representantLegal: '',
  email: '',
  phone: '',
  adresse: '',
};

const typeOf = (values: Values) => (values.idTypeClient === 'PM' ? 'PM' : values.idTypeClient === 'PP' ? 'PP' : null);

/** The party the values describe, of this type. */
const partyOf = (values: Values, type: 'PP' | 'PM') =>
  ({
    idClient: values.idClient,
    idTypeClient: type,
    idStatutClient: values.idStatutClient,
    ...Object.fromEntries([...CLIENT_TYPE_FIELDS[type], ...CLIENT_CONTACT_FIELDS].map((key) => [key, values[key].trim() || undefined])),
  }) as PartyInput;

/** The type and status first (one message for both), then the name (unless a found client) and the shared rules. */
const checkAll = (values: Values) => {
  const type = typeOf(values);
  if (!type || !values.idStatutClient) return { idTypeClient: 'client_type_required' };
  const codes: Partial<Record<string, string>> = {};
  const nameKey = type === 'PM' ? 'raisonSociale' : 'nom';
  if (!values.idClient && !values[nameKey].trim()) codes[nameKey] = 'required';
  const parsed = partyBody.safeParse(partyOf(values, type));
  if (!parsed.success) for (const issue of parsed.error.issues) codes[String(issue.path[0])] ??= issue.message;
  return codes;
};

/** Spec 8, client lookup: 400, 401, any other answer, no answer. */
const lookupErrorKey = (error: unknown) => {
  if (error instanceof NoResponseError) return 'lookup.noResponse';
  if (error instanceof ApiError && error.status === 400) return 'api:bad_request';
  if (error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401)) return 'api:unauthorized';
  return 'lookup.notFound';
};

/**
 * What saving the whole dossier does with a mini form that was never added to the list: `take()`
 * answers its party when it is filled and valid (and empties it), null when nothing is typed, and
 * 'invalid' when it is filled but incomplete (its errors show and it scrolls into view).
 */
export type PendingParty = { take: () => PartyInput | null | 'invalid' };

type PartyFormProps = {
  side: PartySide;
  /** Adds the party (to the list, or to the dossier); answers whether the form may be emptied. */
  onAdd: (party: PartyInput) => Promise<boolean> | boolean;
  busy?: boolean;
  /** Given by a form that saves the parties with something else (the new dossier): see PendingParty. */
  pending?: Ref<PendingParty>;
};

/** Spec 2.9: the client and opposing-party mini form, with the CIN/RC lookup. */
export const PartyForm = ({ side, onAdd, busy, pending }: PartyFormProps) => {
  const { t } = useTranslation('dossiers');
  const form = useForm(EMPTY, { rules: checkAll });
  const { values } = form;
  const box = useRef<HTMLDivElement>(null);
  const filled = (Object.keys(EMPTY) as (keyof Values)[]).some((key) => values[key] !== EMPTY[key]);
  useLeaveWarning(filled);
  // The lookup's outcome, until the form changes.
  const [lookup, setLookup] = useState<{ message: string; status: 'error' | 'success' } | null>(null);
  const [searching, setSearching] = useState(false);
  const type = typeOf(values);
  const typeMissing = form.errorOf('idTypeClient');

  /** A field's change; its input is named after the side (`client.nom`). */
  const onChange = (key: Exclude<keyof Values, 'idClient'>) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    form.setValue(key, event.target.value);
    setLookup(null);
  };

  const handleLookup = async () => {
    const identifier = values.identifier.trim();
    if (!identifier) return;
    setSearching(true);
    setLookup(null);
    try {
      const found = await lookupClient(identifier);
      form.reset((previous) => ({
        ...previous,
        ...Object.fromEntries(
          [...CLIENT_TYPE_FIELDS.PP, ...CLIENT_TYPE_FIELDS.PM, ...CLIENT_CONTACT_FIELDS].map((key) => [key, found[key] ?? '']),
        ),
        idTypeClient: found.idTypeClient,
        idClient: found.idClient,
      }));
      setLookup({ message: t('lookup.found'), status: 'success' });
    } catch (error) {
      form.setValue('idClient', undefined);
      setLookup({ message: t(lookupErrorKey(error)), status: 'error' });
    } finally {
      setSearching(false);
    }
  };

  // A list that takes the party at once empties the form in the same update (not a moment later,
  // when a save could take the party from the form a second time); the API's add, once it answered.
  const handleAdd = form.submit(async () => {
    if (!type) return;
    const added = onAdd(partyOf(values, type));
    if (typeof added === 'boolean' ? added : await added) form.reset();
  });

  useImperativeHandle(pending, () => ({
    take: () => {
      if (!filled) return null;
      if (!type || Object.values(form.codes).some(Boolean)) {
        void form.submit(() => undefined)();
        box.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        return 'invalid';
      }
      form.reset();
      return partyOf(values, type);
    },
  }));

  const textField = (key: TextKey, inputType = 'text') => (
    <TextField key={key} {...form.field(key)} name={`${side}.${key}`} onChange={onChange(key)} label={t(`party.${key}`)} type={inputType} />
  );

  return (
    <Stack gap="3" ref={box} data-testid={`party-form-${side}`}>
      <HStack align="flex-end">
        <TextField name={`${side}.identifier`} label={t('party.identifier')} value={values.identifier} onChange={onChange('identifier')} />
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
            <NativeSelect.Field name={`${side}.idTypeClient`} value={values.idTypeClient} onChange={onChange('idTypeClient')}>
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
            <NativeSelect.Field name={`${side}.idStatutClient`} value={values.idStatutClient} onChange={onChange('idStatutClient')}>
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
        {type && CLIENT_TYPE_FIELDS[type].map((key) => textField(key))}
        {textField('email', 'email')}
        {textField('phone', 'tel')}
        {textField('adresse')}
      </Grid>
      <FormAlert message={lookup?.message ?? typeMissing ?? null} status={lookup?.status} />
      <Button
        alignSelf="flex-start"
        variant="outline"
        colorPalette="teal"
        onClick={() => void handleAdd()}
        loading={busy}
        data-testid={`add-${side}`}
      >
        <LuPlus /> {t('party.add')}
      </Button>
    </Stack>
  );
};
