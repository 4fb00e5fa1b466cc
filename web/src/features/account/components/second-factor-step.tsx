import { Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoFactorForm } from '../../../components/two-factor-form';

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
  return (
    // Another kind of code is another form: empty, with no error.
    <TwoFactorForm
      key={recovery ? 'recovery' : 'code'}
      title={t('code.title')}
      intro={<Text>{t(recovery ? 'code.recoveryIntro' : 'code.intro')}</Text>}
      code={{
        name: recovery ? 'recoveryCode' : 'code',
        label: t(recovery ? 'code.recoveryLabel' : 'code.label'),
        recovery,
        autoFocus: true,
      }}
      submitLabel={t('code.submit')}
      secondary={{ label: t('code.back'), onClick: onBack }}
      onSubmit={({ code }) => onSubmit(recovery ? { recoveryCode: code } : { code })}
    >
      <Link as="button" fontSize="sm" colorPalette="teal" color="colorPalette.fg" alignSelf="start" onClick={() => setRecovery(!recovery)}>
        {t(recovery ? 'code.useApp' : 'code.useRecovery')}
      </Link>
    </TwoFactorForm>
  );
};
