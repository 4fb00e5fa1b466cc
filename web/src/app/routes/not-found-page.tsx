import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Stack as="article" gap="4" align="flex-start">
      <Heading as="h1" size="xl">
        {t('notFound.oops')}
      </Heading>
      <Heading as="h2" size="md">
        {t('notFound.title')}
      </Heading>
      <Text>
        <Link asChild colorPalette="teal" color="colorPalette.fg">
          <RouterLink to="/">{t('notFound.home')}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
};
