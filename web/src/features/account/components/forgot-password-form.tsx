import { Button, Stack } from '@chakra-ui/react';
import { requestPasswordResetBody } from '@mizan/shared/schemas/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { ruleKeys, validationCode } from '../../../lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { recoveryErrorKey } from '../utils/error-keys';

type Outcome = { status: 'success' | 'error'; key: string };

export const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const { trigger, isMutating } = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [emailCode, setEmailCode] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = validationCode(requestPasswordResetBody.shape.email, email);
    setEmailCode(code);
    if (code) return;
    setOutcome(null);
    try {
      await trigger({ body: { email } });
      // The answer is the same whether or not the account exists.
      setOutcome({ status: 'success', key: 'forgotPassword.sent' });
    } catch (error) {
      setOutcome({ status: 'error', key: recoveryErrorKey(error) });
    }
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate aria-label={t('forgotPassword.title')}>
        <FormAlert status={outcome?.status} message={outcome && t(outcome.key)} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('forgotPassword.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailCode(undefined);
          }}
          error={emailCode && t(ruleKeys(emailCode))}
          required
        />
        <Button type="submit" colorPalette="teal" disabled={isMutating}>
          {isMutating ? t('forgotPassword.sending') : t('forgotPassword.submit')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/login">{t('forgotPassword.backToLogin')}</RouterLink>
        </Button>
      </form>
    </Stack>
  );
};
