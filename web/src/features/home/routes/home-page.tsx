import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';

/** Staff home; the dashboard blocks of spec 2.4 come with the dashboard feature. */
export const HomePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack gap="2">
      <Heading as="h1" size="xl">
        {t('home.welcome')}{' '}
        <Text as="span" data-testid="user-name">
          {session?.userFullName}
        </Text>
      </Heading>
      <Text color="fg.muted">{t('home.intro')}</Text>
    </Stack>
  );
};
