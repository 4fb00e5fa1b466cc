import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { NoResponseError } from '../../../lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { recoveryErrorKey } from '../utils/error-keys';
import { NewPasswordForm } from './new-password-form';
import { isUsedLink, UsedLink } from './used-link';

/** Spec 9: the person reads the success message, then goes to the login page. */
export const REDIRECT_AFTER_RESET_MS = 3000;

type ResetPasswordFormProps = { token: string };

export const ResetPasswordForm = ({ token }: ResetPasswordFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validation = useValidateResetToken(token);
  const { trigger } = useResetPassword();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  // Once used, the token no longer validates: success stays on screen until the redirect.
  if (done) return <FormAlert status="success" message={t('resetPassword.success')} />;
  if (validation.isLoading) return <PageLoader />;
  if (isUsedLink(validation.error)) return <UsedLink error={validation.error} />;
  if (validation.error || !validation.data) {
    return (
      <Stack gap="4">
        <FormAlert message={t(validation.error instanceof NoResponseError ? 'errors.noResponse' : 'api:token_invalid')} />
        <Button asChild colorPalette="teal">
          <RouterLink to="/forgot-password">{t('resetPassword.requestNewLink')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  const handleSubmit = async (newPassword: string) => {
    await trigger({ body: { token, newPassword } });
    setDone(true);
  };

  return (
    <NewPasswordForm
      mismatchKey="resetPassword.mismatch"
      submitLabel={t('resetPassword.submit')}
      pendingLabel={t('resetPassword.pending')}
      apiName="newPassword"
      failureOf={(error) => t(recoveryErrorKey(error))}
      onSubmit={handleSubmit}
    >
      <Text>
        {t('resetPassword.forAccount')}{' '}
        <Text as="strong" data-testid="reset-email">
          {validation.data.email}
        </Text>
      </Text>
    </NewPasswordForm>
  );
};
