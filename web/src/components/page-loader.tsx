import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A page's loader. `delayed`: it fades in only after half a second, so that a page which comes
 * sooner never flashes it (app-layout.tsx, while a signed-in page's first render is under way).
 */
export const PageLoader = ({ delayed = false }: { delayed?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Center
      minHeight="40vh"
      role="status"
      aria-label={t('common.loading')}
      data-delayed={delayed || undefined}
      {...(delayed && { animationName: 'fade-in', animationDuration: 'moderate', animationDelay: '0.5s', animationFillMode: 'both' })}
    >
      <Spinner size="lg" />
    </Center>
  );
};
