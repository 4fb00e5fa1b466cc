import { Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRequireTwoFactor, useTwoFactorRequirement } from '../api/require-two-factor';

/** The administrator's switch: two-factor sign-in required of every staff member of the firm. */
export const TwoFactorRequirement = () => {
  const { t } = useTranslation('signin');
  const { data, mutate } = useTwoFactorRequirement();
  const { trigger, isMutating } = useRequireTwoFactor();

  const handleChange = async (required: boolean) => {
    try {
      await trigger({ body: { required } });
      await mutate(data && { ...data, required }, { revalidate: false });
      notifySuccess(t('settings.saved'));
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Stack gap="3" maxW="2xl" data-testid="two-factor-requirement">
      <Switch.Root
        colorPalette="teal"
        checked={data?.required ?? false}
        disabled={!data || isMutating}
        onCheckedChange={(details) => void handleChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('settings.label')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('settings.help')}
      </Text>
    </Stack>
  );
};
