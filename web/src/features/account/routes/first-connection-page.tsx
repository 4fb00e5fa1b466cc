import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { FirstPasswordForm } from '../components/first-password-form';

export const FirstConnectionPage = () => {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  if (!id) return <Navigate to="/not-found" replace />;
  return (
    <AuthCard title={t('firstConnection.title')}>
      <FirstPasswordForm id={id} />
    </AuthCard>
  );
};
