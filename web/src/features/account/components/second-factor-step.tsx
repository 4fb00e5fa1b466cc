import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/notify';

export type SecondFactor = { code?: string; recoveryCode?: string };

type SecondFactorStepProps = {
  /** Signs in with the password already typed and this factor; rejects with the API's refusal. */
  onSubmit: (factor: SecondFactor) => Promise<void>;
  onBack: () => void;
};

/** The sign-in's second step: the authenticator app's 6-digit code, or else a recovery code. */
export const SecondFactorStep = ({ onSubmit, onBack }: SecondFactorStepProps) => {
  const { t } = useTranslation('signin');
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      await onSubmit(recovery ? { recoveryCode: value.trim() } : { code: value.trim() });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={(event) => void handleSubmit(event)} aria-label={t('code.title')}>
        <FormAlert message={error} />
        <Text>{t(recovery ? 'code.recoveryIntro' : 'code.intro')}</Text>
        <TextField
          key={recovery ? 'recovery' : 'code'}
          name={recovery ? 'recoveryCode' : 'code'}
          label={t(recovery ? 'code.recoveryLabel' : 'code.label')}
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={recovery ? 40 : 6}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          autoFocus
          required
        />
        <HStack>
          <Button type="submit" colorPalette="teal" loading={sending}>
            {t('code.submit')}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t('code.back')}
          </Button>
        </HStack>
        <Link
          as="button"
          fontSize="sm"
          colorPalette="teal"
          color="colorPalette.fg"
          alignSelf="start"
          onClick={() => {
            setRecovery(!recovery);
            setValue('');
            setError(null);
          }}
        >
          {t(recovery ? 'code.useApp' : 'code.useRecovery')}
        </Link>
      </form>
    </Stack>
  );
};
