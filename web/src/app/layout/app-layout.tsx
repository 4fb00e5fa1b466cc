import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Spec 2.2: top bar, role-filtered sidebar and the page; mirrored in Arabic by `dir`. */
export const AppLayout = () => {
  return (
    <Flex direction="column" minHeight="100vh">
      <TopBar />
      <Flex flex="1">
        <Sidebar />
        <Box as="main" flex="1" minWidth="0" padding={{ base: '4', md: '6' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
};
