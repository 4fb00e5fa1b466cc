import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/auth-card';
import { RegisterForm } from '../components/register-form';

export const RegisterPage = () => {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('register.title')}>
      <RegisterForm />
    </AuthCard>
  );
};
