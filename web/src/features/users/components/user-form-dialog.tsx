import { Checkbox } from '@chakra-ui/react';
import { userBody } from '@mizan/shared/schemas/users';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
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

const SELECTS = [
  { name: 'idTypeUtilisateur', label: 'fields.type', kind: 'types', choices: TYPES },
  { name: 'idRolUtilisateur', label: 'fields.role', kind: 'roles', choices: ROLES },
] as const;

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
  const form = useForm(() => valuesOf(user), { rules: checkAll });
  const editing = user !== null;

  // Errors that name a field of the form (a taken email, the last admin's role) show beside it; others above the form.
  const handleSubmit = form.submit(async (values) => {
    const body = userBody.parse(values);
    if (user) {
      await update.trigger({ params: { idUtilisateur: user.idUtilisateur }, body });
      notifySuccess(t('updated'));
    } else {
      await create.trigger({ body });
      notifySuccess(t('created', { email: body.email }));
    }
    onSaved();
    onClose();
  });

  return (
    <FormDialog
      title={editing ? t('editTitle') : t('add')}
      testId="user-form"
      failure={form.failure}
      unsaved={form.dirty}
      saving={form.saving}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      {SELECTS.map(({ name, label, kind, choices }) => (
        <SelectField
          key={name}
          {...form.field(name)}
          label={t(label)}
          options={choices.map((code) => ({ value: code, label: t(`${kind}.${code}`) }))}
          placeholder={t('fields.choose')}
          required
        />
      ))}
      {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
        <TextField
          key={name}
          {...form.field(name)}
          type={type}
          autoComplete={autoComplete}
          label={t(`fields.${name}`)}
          readOnly={editing && name === 'email'}
          helperText={editing && name === 'email' ? t('fields.emailFixed') : undefined}
          required
        />
      ))}
      <Checkbox.Root
        checked={form.values.actif}
        onCheckedChange={({ checked }) => form.setValue('actif', checked === true)}
        colorPalette="teal"
      >
        <Checkbox.HiddenInput name="actif" />
        <Checkbox.Control />
        <Checkbox.Label>{t('fields.actif')}</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
};
