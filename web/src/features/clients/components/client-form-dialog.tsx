import { Grid } from '@chakra-ui/react';
import { CLIENT_CONTACT_FIELDS, CLIENT_TYPE_FIELDS, CLIENT_TYPES, clientDetails } from '@mizan/shared/schemas/clients';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import type { ApiResponse } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

export type ClientRecord = ApiResponse<'clients.get'>;
type ClientType = (typeof CLIENT_TYPES)[number];
type DetailKey = keyof typeof clientDetails.shape;
type Values = Record<DetailKey, string> & { idTypeClient: string };

const NAME_FIELD = { PP: 'nom', PM: 'raisonSociale' } as const;
const INPUT_TYPES: Partial<Record<DetailKey, string>> = { email: 'email', phone: 'tel' };

const typeOf = (values: Values): ClientType | null =>
  (CLIENT_TYPES as readonly string[]).includes(values.idTypeClient) ? (values.idTypeClient as ClientType) : null;
const fieldsOf = (type: ClientType) => [...CLIENT_TYPE_FIELDS[type], ...CLIENT_CONTACT_FIELDS];

const valuesOf = (client?: ClientRecord): Values => ({
  idTypeClient: client?.idTypeClient ?? '',
  ...(Object.fromEntries(Object.keys(clientDetails.shape).map((key) => [key, client?.[key as DetailKey] ?? ''])) as Record<
    DetailKey,
    string
  >),
});

/** The type first, then the name of that type, then the shared schema's rule of each field shown. */
const rules = (values: Values): Partial<Record<keyof Values, string>> => {
  const type = typeOf(values);
  if (!type) return { idTypeClient: 'required' };
  const codes: Partial<Record<keyof Values, string>> = {};
  for (const key of fieldsOf(type)) codes[key] = validationCode(clientDetails.shape[key], values[key] || undefined);
  if (!values[NAME_FIELD[type]].trim()) codes[NAME_FIELD[type]] = 'required';
  return codes;
};

type ClientFormDialogProps = {
  /** The record edited; none: a new client of the firm (the Clients directory). */
  client?: ClientRecord;
  onSaved: (client: ClientRecord) => void;
  onClose: () => void;
};

/**
 * Creates a client of the firm, or edits a client's or an opposing party's details (its type stays).
 * The email of a client who has an account is the address they sign in with: shown, not editable.
 */
export const ClientFormDialog = ({ client, onSaved, onClose }: ClientFormDialogProps) => {
  const { t } = useTranslation(['clients', 'translation']);
  const create = useCreateClient();
  const update = useUpdateClient();
  const form = useForm(() => valuesOf(client), { rules });
  const type = typeOf(form.values);
  const hasAccount = !!client?.idUtilisateur;

  const handleSubmit = form.submit(async (values) => {
    const chosen = typeOf(values)!;
    const body = Object.fromEntries(fieldsOf(chosen).map((key) => [key, values[key].trim() || undefined]));
    const saved = client
      ? await update.trigger({ params: { id: client.idClient }, body })
      : await create.trigger({ body: { ...body, idTypeClient: chosen } });
    onSaved(saved);
    onClose();
  });

  return (
    <FormDialog
      title={t(client ? 'form.editTitle' : 'form.createTitle')}
      testId="client-form"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      onSubmit={handleSubmit}
      onClose={onClose}
      size="lg"
    >
      {!client && (
        <SelectField
          {...form.field('idTypeClient')}
          label={t('fields.type')}
          options={CLIENT_TYPES.map((code) => ({ value: code, label: t(`types.${code}`) }))}
          placeholder={t('form.choose')}
          required
        />
      )}
      {type && (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="3">
          {fieldsOf(type).map((key) => (
            <TextField
              key={key}
              {...form.field(key)}
              label={t(`fields.${key}`)}
              type={INPUT_TYPES[key] ?? 'text'}
              required={key === NAME_FIELD[type]}
              {...(key === 'email' && hasAccount ? { readOnly: true, helperText: t('form.accountEmail') } : {})}
            />
          ))}
        </Grid>
      )}
    </FormDialog>
  );
};
