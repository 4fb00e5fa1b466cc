import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { AppCodeField } from '../../../components/app-code-field';
import { TextField } from '../../../components/text-field';
import { formatDateTime } from '../../../lib/format';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { TwoFactorSetup } from '../../account/components/two-factor-setup';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useTwoFactor } from '../api/get-two-factor';
import { currentLanguage } from '../../../lib/i18n';

type TwoFactorSectionProps = { email: string };

/** The staff member's two-factor sign-in: its state, turning it on (QR code, recovery codes) and off (password and code). */
export const TwoFactorSection = ({ email }: TwoFactorSectionProps) => {
  const { t } = useTranslation('signin');
  const { data, mutate } = useTwoFactor(true);
  const disable = useDisableTwoFactor();
  const [mode, setMode] = useState<'view' | 'on' | 'off'>('view');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setMode('view');
    setPassword('');
    setCode('');
    setError(null);
    void mutate();
  };
  const handleTurnOff = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await disable.trigger({ body: { username: email, password, code: code.trim() } });
      notifySuccess(t('profileSection.turnedOff'));
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="3" data-testid="two-factor">
      <Heading as="h2" size="md">
        {t('profileSection.title')}
      </Heading>
      <Text color="fg.muted">{t('profileSection.intro')}</Text>
      {data && (
        <Text data-testid="two-factor-status">
          {data.enabled && data.enabledAt
            ? t('profileSection.on', { date: formatDateTime(data.enabledAt, currentLanguage()), count: data.recoveryCodesLeft })
            : t('profileSection.off')}{' '}
          {data.required && t('profileSection.required')}
        </Text>
      )}
      {mode === 'view' && data && (
        <HStack>
          {!data.enabled && (
            <Button colorPalette="teal" onClick={() => setMode('on')}>
              {t('profileSection.turnOn')}
            </Button>
          )}
          {data.enabled && !data.required && (
            <Button variant="outline" colorPalette="red" onClick={() => setMode('off')}>
              {t('profileSection.turnOff')}
            </Button>
          )}
        </HStack>
      )}
      {mode === 'on' && (
        <TwoFactorSetup
          email={email}
          onDone={() => {
            notifySuccess(t('profileSection.turnedOn'));
            close();
          }}
          onCancel={close}
        />
      )}
      {mode === 'off' && (
        <Stack asChild gap="3">
          <form onSubmit={(event) => void handleTurnOff(event)} aria-label={t('profileSection.turnOff')}>
            <FormAlert message={error} />
            <Text>{t('profileSection.turnOffIntro')}</Text>
            <TextField
              name="twoFactorOffPassword"
              type="password"
              autoComplete="current-password"
              label={t('profileSection.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
            <AppCodeField
              name="twoFactorOffCode"
              label={t('profileSection.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
            />
            <HStack>
              <Button type="submit" colorPalette="red" loading={disable.isMutating}>
                {t('profileSection.turnOff')}
              </Button>
              <Button variant="ghost" onClick={close}>
                {t('setup.cancel')}
              </Button>
            </HStack>
          </form>
        </Stack>
      )}
    </Stack>
  );
};
