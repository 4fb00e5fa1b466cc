import { Checkbox } from '@chakra-ui/react';
import { userBody } from '@mizan/shared/schemas/users';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { formFailure, notifySuccess } from '../../../lib/notify';
import { ruleKeys, validationCode } from '../../../lib/validation';
import { useCreateUser } from '../api/create-user';
import type { UserItem } from '../api/list-users';
import { useUpdateUser } from '../api/update-user';

type UserBody = z.input<typeof userBody>;
type Values = Omit<UserBody, 'idTypeUtilisateur' | 'idRolUtilisateur' | 'actif'> & {
  idTypeUtilisateur: string;
  idRolUtilisateur: string;
  actif: boolean;
};
type TextName = 'nom' | 'prenom' | 'email' | 'phone';
type FieldName = keyof Values;

const TYPES = ['AVOCAT', 'ASSISTANT'] as const;
const ROLES = ['ADMIN', 'USER'] as const;

const TEXT_FIELDS = [
  { name: 'nom', autoComplete: 'family-name', type: 'text' },
  { name: 'prenom', autoComplete: 'given-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
] as const satisfies readonly { name: TextName; autoComplete: string; type: string }[];

const EMPTY: Values = { idTypeUtilisateur: '', idRolUtilisateur: '', nom: '', prenom: '', email: '', phone: '', actif: true };

const valuesOf = (user: UserItem | null): Values =>
  user
    ? {
        idTypeUtilisateur: user.idTypeUtilisateur,
        idRolUtilisateur: user.idRolUtilisateur,
        nom: user.nom,
        prenom: user.prenom,
        email: user.email,
        phone: user.phone ?? '',
        actif: user.actif,
      }
    : EMPTY;

/** Codes of the rules each field breaks (spec 5, 'User form': the shared schema), by field name. */
const checkAll = (values: Values) => {
  const codes: Partial<Record<FieldName, string>> = {};
  for (const name of Object.keys(values) as FieldName[]) codes[name] = validationCode(userBody.shape[name], values[name]);
  return codes;
};

type UserFormDialogProps = {
  /** The user to edit; null adds a new one. */
  user: UserItem | null;
  onClose: () => void;
  /** Called after a successful save, so that the list reloads. */
  onSaved: () => void;
};

/** Spec 2.19's add/edit modal; the email is set once, on creation (the API refuses a change). */
export const UserFormDialog = ({ user, onClose, onSaved }: UserFormDialogProps) => {
  const { t } = useTranslation(['users', 'translation']);
  const create = useCreateUser();
  const update = useUpdateUser();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const editing = user !== null;
  const codes = checkAll(values);

  const errorOf = (name: FieldName) => serverErrors[name] ?? (submitted && codes[name] ? t(ruleKeys(codes[name])) : undefined);

  const change = (name: FieldName, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrors((previous) => ({ ...previous, [name]: undefined }));
    setFailure(null);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    change(event.target.name as FieldName, event.target.value);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = userBody.safeParse(values);
    if (!parsed.success) return;
    try {
      if (user) {
        await update.trigger({ params: { idUtilisateur: user.idUtilisateur }, body: parsed.data });
        notifySuccess(t('updated'));
      } else {
        await create.trigger({ body: parsed.data });
        notifySuccess(t('created', { email: parsed.data.email }));
      }
      onSaved();
      onClose();
    } catch (error) {
      // Errors that name a field of the form (a taken email, the last admin's role) show beside it; others above the form.
      const { byField, failure } = formFailure(error, values);
      setServerErrors(byField);
      setFailure(failure);
    }
  };

  const options = (kind: 'types' | 'roles', choices: readonly string[]) =>
    choices.map((code) => ({ value: code, label: t(`${kind}.${code}`) }));

  return (
    <FormDialog
      title={editing ? t('editTitle') : t('add')}
      testId="user-form"
      failure={failure}
      saving={create.isMutating || update.isMutating}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <SelectField
        name="idTypeUtilisateur"
        label={t('fields.type')}
        value={values.idTypeUtilisateur}
        onChange={handleChange}
        options={options('types', TYPES)}
        placeholder={t('fields.choose')}
        error={errorOf('idTypeUtilisateur')}
        required
      />
      <SelectField
        name="idRolUtilisateur"
        label={t('fields.role')}
        value={values.idRolUtilisateur}
        onChange={handleChange}
        options={options('roles', ROLES)}
        placeholder={t('fields.choose')}
        error={errorOf('idRolUtilisateur')}
        required
      />
      {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
        <TextField
          key={name}
          name={name}
          type={type}
          autoComplete={autoComplete}
          label={t(`fields.${name}`)}
          value={values[name]}
          onChange={handleChange}
          error={errorOf(name)}
          readOnly={editing && name === 'email'}
          helperText={editing && name === 'email' ? t('fields.emailFixed') : undefined}
          required
        />
      ))}
      <Checkbox.Root checked={values.actif} onCheckedChange={({ checked }) => change('actif', checked === true)} colorPalette="teal">
        <Checkbox.HiddenInput name="actif" />
        <Checkbox.Control />
        <Checkbox.Label>{t('fields.actif')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
};
