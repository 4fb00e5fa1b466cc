import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { passwordCodes } from '../utils/password-checks';

type NewPasswordFormProps = {
  /** Translation key of the mismatch message (the reset and first-password screens word it apart). */
  mismatchKey: string;
  submitLabel: string;
  pendingLabel: string;
  /** How the API's details name the password (`password`, `newPassword`): its refusal shows beside the field. */
  apiName: string;
  /** What the form says above its fields when the API refuses (the screen's catalogue, spec 8). */
  failureOf: (error: unknown) => string;
  /** Sends the password; rejects with the API's refusal. */
  onSubmit: (password: string) => Promise<void>;
  /** Above the form's failure. */
  children?: ReactNode;
};

/** A new password and its confirmation, checked live against the password policy. */
export const NewPasswordForm = ({
  mismatchKey,
  submitLabel,
  pendingLabel,
  apiName,
  failureOf,
  onSubmit,
  children,
}: NewPasswordFormProps) => {
  const { t } = useTranslation();
  const form = useForm(
    { password: '', confirm: '' },
    {
      rules: ({ password, confirm }) => passwordCodes(password, confirm),
      live: true,
      messages: { confirm_mismatch: t(mismatchKey) },
      apiNames: { password: apiName },
      failureOf,
    },
  );
  const handleSubmit = form.submit(({ password }) => onSubmit(password));

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate>
        {children}
        <FormAlert message={form.failure} />
        <TextField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          minLength={8}
          label={t('newPassword.password')}
          required
        />
        <TextField
          {...form.field('confirm')}
          type="password"
          autoComplete="new-password"
          minLength={8}
          label={t('newPassword.confirm')}
          required
        />
        <Button type="submit" colorPalette="teal" disabled={form.saving}>
          {form.saving ? pendingLabel : submitLabel}
        </Button>
      </form>
    </Stack>
  );
};
