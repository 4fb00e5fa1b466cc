import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { LoginForm } from '../components/login-form';

export const LoginPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('login.title')}>
      <LoginForm />
    </AuthCard>
  );
};
