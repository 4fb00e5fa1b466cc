import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageMenu } from '../../components/language-menu';
import { PageLoader } from '../../components/page-loader';

/** Account and status pages: a centred column, with the language choice at the top. */
export const PublicLayout = () => {
  const { t } = useTranslation();
  return (
    <Box minHeight="100vh" bg="bg.subtle">
      <Flex as="header" justify="space-between" align="center" padding="3">
        <Text fontWeight="bold" fontSize="lg" color="teal.fg">
          {t('common.appName')}
        </Text>
        <LanguageMenu />
      </Flex>
      <Container as="main" maxWidth="md" paddingBlock="6">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
};
