import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export const PageLoader = () => {
  const { t } = useTranslation();
  return (
    <Center minHeight="40vh" role="status" aria-label={t('common.loading')}>
      <Spinner size="lg" />
    </Center>
  );
};
