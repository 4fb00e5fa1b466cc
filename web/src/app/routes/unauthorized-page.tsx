import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export const UnauthorizedPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack as="section" gap="4" align="flex-start">
      <Heading as="h1" size="xl">
        {t('unauthorized.title')}
      </Heading>
      <Text>{t('unauthorized.message')}</Text>
      <Button onClick={() => navigate(-1)}>{t('unauthorized.goBack')}</Button>
    </Stack>
  );
};
