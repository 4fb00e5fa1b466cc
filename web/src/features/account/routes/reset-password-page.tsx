import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form-alert';
import { ResetPasswordForm } from '../components/reset-password-form';

export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard title={t('resetPassword.title')}>
      {token ? <ResetPasswordForm token={token} /> : <FormAlert message={t('resetPassword.noToken')} />}
    </AuthCard>
  );
};
