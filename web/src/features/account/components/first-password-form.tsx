import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { useFirstConnection } from '../api/get-first-connection';
import { useSetFirstPassword } from '../api/set-first-password';
import { loginErrorKey } from '../utils/error-keys';
import { NewPasswordForm } from './new-password-form';
import { isUsedLink, UsedLink } from './used-link';

type FirstPasswordFormProps = { id: string };

/** Spec 2.3: greets the invited person by name and sets their first password. */
export const FirstPasswordForm = ({ id }: FirstPasswordFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useFirstConnection(id);
  const { trigger } = useSetFirstPassword();

  if (invitation.isLoading) return <PageLoader />;
  if (isUsedLink(invitation.error)) return <UsedLink error={invitation.error} />;
  if (invitation.error instanceof ApiError && invitation.error.status === 404) return <Navigate to="/not-found" replace />;
  if (invitation.error || !invitation.data) return <FormAlert message={errorMessage(invitation.error)} />;

  const { nom, prenom } = invitation.data;
  const handleSubmit = async (password: string) => {
    await trigger({ body: { id, password } });
    notifySuccess(t('firstConnection.success'));
    navigate('/login', { replace: true });
  };

  return (
    <NewPasswordForm
      mismatchKey="firstConnection.mismatch"
      submitLabel={t('firstConnection.submit')}
      pendingLabel={t('firstConnection.pending')}
      apiName="password"
      // No email is asked here: a 401 is no wrong email or password.
      failureOf={(error) => t(loginErrorKey(error, 'api:unauthorized'))}
      onSubmit={handleSubmit}
    >
      <Text fontSize="lg" data-testid="first-connection-greeting">
        {t('firstConnection.greeting', { name: [prenom, nom].filter(Boolean).join(' ') })}
      </Text>
    </NewPasswordForm>
  );
};
