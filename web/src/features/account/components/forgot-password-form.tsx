import { Button, Stack } from '@chakra-ui/react';
import { requestPasswordResetBody } from '@mizan/shared/schemas/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../lib/use-form';
import { validationCode } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { recoveryErrorKey } from '../utils/error-keys';

export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const { trigger } = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const form = useForm(
    { email: '' },
    {
      rules: ({ email }) => ({ email: validationCode(requestPasswordResetBody.shape.email, email) }),
      failureOf: (error) => t(recoveryErrorKey(error)),
    },
  );

  const handleSubmit = form.submit(async ({ email }) => {
    setSent(false);
    await trigger({ body: { email } });
    // The answer is the same whether or not the account exists.
    setSent(true);
  });

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate aria-label={t('forgotPassword.title')}>
        <FormAlert status={sent ? 'success' : 'error'} message={sent ? t('forgotPassword.sent') : form.failure} />
        <TextField {...form.field('email')} type="email" autoComplete="email" label={t('forgotPassword.email')} required />
        <Button type="submit" colorPalette="teal" disabled={form.saving}>
          {form.saving ? t('forgotPassword.sending') : t('forgotPassword.submit')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/login">{t('forgotPassword.backToLogin')}</RouterLink>
        </Button>
      </form>
    </Stack>
  );
};
