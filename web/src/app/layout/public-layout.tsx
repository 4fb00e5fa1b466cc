import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LanguageMenu } from '../../components/language-menu';
import { PageLoader } from '../../components/page-loader';
import { useDocumentTitle } from '../use-document-title';

/** Account and status pages: a centred column, with the language choice at the top. */
export const PublicLayout = () => {
  useDocumentTitle();
  return (
    <Box minHeight="100vh" bg="bg.subtle">
      <Flex as="header" justify="flex-end" padding="3">
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
