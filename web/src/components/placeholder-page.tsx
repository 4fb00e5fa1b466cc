import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type PlaceholderPageProps = { titleKey: string };

/** A page whose feature arrives in a later issue: its title, and a word saying so. */
export const PlaceholderPage = ({ titleKey }: PlaceholderPageProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">
        {t(titleKey)}
      </Heading>
      <Text color="fg.muted">{t('placeholder.comingSoon')}</Text>
    </Stack>
  );
};
