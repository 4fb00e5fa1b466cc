import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { retryFailedPages } from './pages';

const PageFailed = () => {
  const { t } = useTranslation();
  return (
    <Stack as="main" role="alert" gap="4" align="flex-start" padding="6" maxWidth="xl" marginInline="auto">
      <Heading as="h1" size="lg">
        {t('pageFailed.title')}
      </Heading>
      <Text>{t('pageFailed.text')}</Text>
      <Button colorPalette="teal" onClick={() => window.location.reload()}>
        {t('pageFailed.reload')}
      </Button>
    </Stack>
  );
};

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { failed: boolean; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * A page that fails to render, or whose chunk fails to load (a lost connection, or chunks replaced
 * by a deployment while the tab was open), shows a translated message and a reload button in place
 * of the app, rather than an empty screen; going to another address tries again (its chunk too:
 * `retryFailedPages`).
 */
export const PageErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  // After the address changed, not while rendering it: a render is tried again before an error
  // shows, and a page given a new load each time would never show its failure.
  useEffect(() => retryFailedPages(), [pathname]);
  return <Boundary resetKey={pathname}>{children}</Boundary>;
};
