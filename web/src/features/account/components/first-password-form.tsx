import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifySuccess } from '../../../lib/notify';
import { fieldErrorsByName } from '../../../lib/validation';
import { useFirstConnection } from '../api/get-first-connection';
import { useSetFirstPassword } from '../api/set-first-password';
import { loginErrorKey } from '../utils/error-keys';
import { NewPasswordForm } from './new-password-form';

type FirstPasswordFormProps = { id: string };

/** Spec 2.3: greets the invited person by name and sets their first password. */
export const FirstPasswordForm = ({ id }: FirstPasswordFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useFirstConnection(id);
  const { trigger } = useSetFirstPassword();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string>();

  if (invitation.isLoading) return <PageLoader />;
  if (invitation.error instanceof ApiError && invitation.error.status === 404) return <Navigate to="/not-found" replace />;
  if (invitation.error || !invitation.data) return <FormAlert message={errorMessage(invitation.error)} />;

  const { nom, prenom } = invitation.data;
  const handleSubmit = async (password: string) => {
    setErrorKey(null);
    setPasswordError(undefined);
    try {
      await trigger({ body: { id, password } });
      notifySuccess(t('firstConnection.success'));
      navigate('/login', { replace: true });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      if (error instanceof ApiError) setPasswordError(fieldErrorsByName(error.details).password);
    }
  };

  return (
    <NewPasswordForm
      mismatchKey="firstConnection.mismatch"
      submitLabel={t('firstConnection.submit')}
      pendingLabel={t('firstConnection.pending')}
      passwordError={passwordError}
      onSubmit={handleSubmit}
    >
      <Text fontSize="lg" data-testid="first-connection-greeting">
        {t('firstConnection.greeting', { name: [prenom, nom].filter(Boolean).join(' ') })}
      </Text>
      <FormAlert message={errorKey && t(errorKey)} />
    </NewPasswordForm>
  );
};
