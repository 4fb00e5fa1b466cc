import { Button, Heading, Stack } from '@chakra-ui/react';
import { changePasswordBody } from '@mizan/shared/schemas/account';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { refreshSession } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useChangePassword } from '../api/change-password';

type Values = { currentPassword: string; newPassword: string; confirm: string };
type FieldName = keyof Values;

const EMPTY: Values = { currentPassword: '', newPassword: '', confirm: '' };

const FIELDS = [
  { name: 'currentPassword', label: 'password.current', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirm', label: 'password.confirm', autoComplete: 'new-password' },
] as const satisfies readonly { name: FieldName; label: string; autoComplete: string }[];

const checkAll = (values: Values): Partial<Record<FieldName, string>> => ({
  currentPassword: validationCode(changePasswordBody.shape.currentPassword, values.currentPassword),
  newPassword: validationCode(changePasswordBody.shape.newPassword, values.newPassword),
  confirm: values.confirm && values.confirm === values.newPassword ? undefined : 'confirm_mismatch',
});

/**
 * Changes one's own password: the current one, then a new one that follows the password policy,
 * twice. Every other session of the person ends; this one goes on with a renewed token.
 */
export const ChangePasswordForm = () => {
  const { t } = useTranslation(['profile', 'translation']);
  const { trigger } = useChangePassword();
  const form = useForm(EMPTY, { rules: checkAll });

  const handleSubmit = form.submit(async ({ currentPassword, newPassword }) => {
    await trigger({ body: { currentPassword, newPassword } });
    // Every session ended, this one too: the answer's cookie opens this device's new one.
    await refreshSession();
    form.reset();
    notifySuccess(t('password.changed'));
  });

  return (
    <Stack asChild gap="4" maxWidth="lg">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="change-password-title" data-testid="change-password-form">
        <Heading as="h2" size="md" id="change-password-title">
          {t('password.title')}
        </Heading>
        <FormAlert message={form.failure} />
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            {...form.field(name)}
            type="password"
            autoComplete={autoComplete}
            label={t(label)}
            helperText={name === 'newPassword' ? t('api:password_policy') : undefined}
            required
          />
        ))}
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={form.saving} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </form>
    </Stack>
  );
};
