import { Button, Code, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { AppCodeField } from '../../../components/app-code-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/notify';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';

const TwoFactorQr = lazy(() => import('./two-factor-qr').then((m) => ({ default: m.TwoFactorQr })));

type TwoFactorSetupProps = {
  email: string;
  /** Known when the sign-in screen leads here (the firm requires it); else asked first. */
  password?: string;
  onDone: () => void;
  onCancel?: () => void;
};

type Secret = { secret: string; otpauthUri: string };

/**
 * Turning two-factor sign-in on: the password, then the QR code of the secret (and the secret as
 * text) with a first code of the app, then the recovery codes, shown this once.
 */
export const TwoFactorSetup = ({ email, password: knownPassword, onDone, onCancel }: TwoFactorSetupProps) => {
  const { t } = useTranslation('signin');
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState(knownPassword ?? '');
  const [secret, setSecret] = useState<Secret | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      setSecret(await setup.trigger({ body: { username: email, password } }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const handleStart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void start();
  };
  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      setRecoveryCodes((await confirm.trigger({ body: { username: email, password, code: code.trim() } })).recoveryCodes);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  if (recoveryCodes) {
    return (
      <Stack gap="3" data-testid="two-factor-recovery-codes">
        <Heading as="h3" size="sm">
          {t('setup.codesTitle')}
        </Heading>
        <Text>{t('setup.codesIntro')}</Text>
        <List.Root as="ol" ps="5" fontFamily="mono" dir="ltr">
          {recoveryCodes.map((recovery) => (
            <List.Item key={recovery}>{recovery}</List.Item>
          ))}
        </List.Root>
        <Button colorPalette="teal" alignSelf="start" onClick={onDone}>
          {t('setup.saved')}
        </Button>
      </Stack>
    );
  }

  if (secret) {
    return (
      <Stack asChild gap="3">
        <form onSubmit={(event) => void handleConfirm(event)} aria-label={t('setup.title')}>
          <FormAlert message={error} />
          <Text>{t('setup.scan')}</Text>
          <Suspense fallback={<Spinner />}>
            <TwoFactorQr value={secret.otpauthUri} label={t('setup.qrLabel')} />
          </Suspense>
          <Text fontSize="sm">
            {t('setup.secret')}{' '}
            <Code dir="ltr" data-testid="two-factor-secret" wordBreak="break-all">
              {secret.secret}
            </Code>
          </Text>
          <AppCodeField
            name="twoFactorCode"
            label={t('setup.code')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
          <HStack>
            <Button type="submit" colorPalette="teal" loading={confirm.isMutating}>
              {t('setup.confirm')}
            </Button>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel}>
                {t('setup.cancel')}
              </Button>
            )}
          </HStack>
        </form>
      </Stack>
    );
  }

  if (knownPassword !== undefined) {
    return (
      <Stack gap="3">
        <FormAlert message={error} />
        <Button colorPalette="teal" alignSelf="start" loading={setup.isMutating} onClick={() => void start()}>
          {t('setup.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack asChild gap="3">
      <form onSubmit={handleStart} aria-label={t('setup.title')}>
        <FormAlert message={error} />
        <Text>{t('setup.passwordIntro')}</Text>
        <TextField
          name="twoFactorPassword"
          type="password"
          autoComplete="current-password"
          label={t('setup.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <HStack>
          <Button type="submit" colorPalette="teal" loading={setup.isMutating}>
            {t('setup.continue')}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              {t('setup.cancel')}
            </Button>
          )}
        </HStack>
      </form>
    </Stack>
  );
};
