import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/notify';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { DigestPreference } from '../components/digest-preference';
import { ProfileForm } from '../components/profile-form';

/** Profil (every signed-in role): one's own details and password. */
export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const { data: profile, error, isLoading, mutate } = useProfile();
  return (
    <Stack gap="6">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {isLoading && <PageLoader />}
      {!profile && error !== undefined && <FormAlert message={errorMessage(error)} />}
      {profile && <ProfileForm profile={profile} onSaved={(saved) => void mutate(saved, { revalidate: false })} />}
      <Separator />
      <ChangePasswordForm />
      {profile && <DigestPreference />}
    </Stack>
  );
};
