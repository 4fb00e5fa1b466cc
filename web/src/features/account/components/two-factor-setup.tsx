import { Button, Code, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorForm } from '../../../components/two-factor-form';
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
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const cancel = onCancel && { label: t('setup.cancel'), onClick: onCancel };

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
      <TwoFactorForm
        title={t('setup.title')}
        intro={
          <>
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
          </>
        }
        code={{ name: 'twoFactorCode', label: t('setup.code') }}
        submitLabel={t('setup.confirm')}
        secondary={cancel}
        onSubmit={async ({ code }) =>
          setRecoveryCodes((await confirm.trigger({ body: { username: email, password, code } })).recoveryCodes)
        }
      />
    );
  }

  // The password: typed here, or already known (the sign-in screen's), when Continue asks for the secret.
  return (
    <TwoFactorForm
      title={t('setup.title')}
      intro={knownPassword === undefined && <Text>{t('setup.passwordIntro')}</Text>}
      password={knownPassword === undefined ? { name: 'twoFactorPassword', label: t('setup.password') } : undefined}
      submitLabel={t('setup.continue')}
      secondary={knownPassword === undefined ? cancel : undefined}
      onSubmit={async (values) => {
        const typed = knownPassword ?? values.password;
        setSecret(await setup.trigger({ body: { username: email, password: typed } }));
        setPassword(typed);
      }}
    />
  );
};
