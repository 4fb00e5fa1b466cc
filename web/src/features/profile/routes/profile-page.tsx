import { Heading, Separator, Stack } from '@chakra-ui/react';
import { STAFF } from '@mizan/shared/roles';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useProfile } from '../api/get-profile';
import { CalendarFeedSection } from '../components/calendar-feed-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { DigestPreference } from '../components/digest-preference';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorSection } from '../components/two-factor-section';

/** Profil (every signed-in role): one's own details and password. */
export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const { data: profile, error, isLoading, mutate } = useProfile();
  const isStaff = !!useSession()?.roles.some((role) => (STAFF as readonly string[]).includes(role));
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
      {isStaff && (
        <>
          <Separator />
          <CalendarFeedSection />
          {profile && (
            <>
              <Separator />
              <TwoFactorSection email={profile.email} />
            </>
          )}
        </>
      )}
      {profile && <DigestPreference />}
    </Stack>
  );
};
