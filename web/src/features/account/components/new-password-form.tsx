import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { ruleKeys } from '../../../lib/validation';
import { passwordCodes } from '../utils/password-checks';

type NewPasswordFormProps = {
  /** Translation key of the mismatch message (the reset and first-password screens word it apart). */
  mismatchKey: string;
  submitLabel: string;
  pendingLabel: string;
  /** The server's word on the password, when it refused it. */
  passwordError?: string;
  onSubmit: (password: string) => Promise<void>;
  children?: ReactNode;
};

/** A new password and its confirmation, checked live against the password policy. */
export const NewPasswordForm = ({ mismatchKey, submitLabel, pendingLabel, passwordError, onSubmit, children }: NewPasswordFormProps) => {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const codes = passwordCodes(password, confirm);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (codes.password || codes.confirm) return;
    setPending(true);
    try {
      await onSubmit(password);
    } finally {
      setPending(false);
    }
  };

  const passwordMessage = codes.password && (submitted || password) ? t(ruleKeys(codes.password)) : passwordError;
  const confirmMessage = codes.confirm && (submitted || confirm) ? t(mismatchKey) : undefined;

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate>
        {children}
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          label={t('newPassword.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordMessage}
          required
        />
        <TextField
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={8}
          label={t('newPassword.confirm')}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={confirmMessage}
          required
        />
        <Button type="submit" colorPalette="teal" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </Stack>
  );
};
