import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * Spec 2.2: top bar, role-filtered sidebar and the page; mirrored in Arabic by `dir`.
 *
 * The shell paints first, the page in a render deferred right after it (`useDeferredValue` from
 * false): on a first load the shell is on screen while the page's chunk, translations and first
 * render are under way. That render is a transition: while the page's files are still coming it
 * keeps what the shell's render put in the page area, a loader that shows only if the wait lasts,
 * rather than a Suspense fallback, which React would hold on screen for 300 ms at least.
 */
export const AppLayout = () => {
  const pageShown = useDeferredValue(true, false);
  return (
    <Flex direction="column" minHeight="100vh">
      <TopBar />
      <Flex flex="1">
        <Sidebar />
        <Box as="main" flex="1" minWidth="0" padding={{ base: '4', md: '6' }}>
          <Suspense fallback={<PageLoader />}>{pageShown ? <Outlet /> : <PageLoader delayed />}</Suspense>
        </Box>
      </Flex>
    </Flex>
  );
};
