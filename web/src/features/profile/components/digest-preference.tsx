import { Checkbox, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasAnyRole } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useDigestPreference, useSetDigestPreference } from '../api/digest-preference';

/** The daily digest email (staff only): on unless the person turns it off. */
export const DigestPreference = () => {
  const { t } = useTranslation('dashboard');
  const staff = hasAnyRole(useSession(), ['ADMIN', 'USER']);
  const preference = useDigestPreference(staff);
  const setPreference = useSetDigestPreference();
  if (!staff || !preference.data) return null;

  const handleChange = async (actif: boolean) => {
    try {
      const saved = await setPreference.trigger({ body: { actif } });
      void preference.mutate(saved, { revalidate: false });
      notifySuccess(t(actif ? 'digest.on' : 'digest.off'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="3" data-testid="digest-preference">
      <Heading as="h2" size="md">
        {t('digest.title')}
      </Heading>
      <Checkbox.Root
        checked={preference.data.actif}
        disabled={setPreference.isMutating}
        onCheckedChange={({ checked }) => void handleChange(checked === true)}
      >
        <Checkbox.HiddenInput data-testid="digest-toggle" />
        <Checkbox.Control />
        <Checkbox.Label>{t('digest.label')}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
};
