import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorForm } from '../../../components/two-factor-form';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
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

  const close = () => {
    setMode('view');
    void mutate();
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
        <TwoFactorForm
          title={t('profileSection.turnOff')}
          intro={<Text>{t('profileSection.turnOffIntro')}</Text>}
          password={{ name: 'twoFactorOffPassword', label: t('profileSection.password') }}
          code={{ name: 'twoFactorOffCode', label: t('profileSection.code') }}
          submitLabel={t('profileSection.turnOff')}
          submitPalette="red"
          secondary={{ label: t('setup.cancel'), onClick: close }}
          onSubmit={async ({ password, code }) => {
            await disable.trigger({ body: { username: email, password, code } });
            notifySuccess(t('profileSection.turnedOff'));
            close();
          }}
        />
      )}
    </Stack>
  );
};
