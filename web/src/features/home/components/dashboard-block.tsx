import { Card, HStack, Heading, IconButton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { errorMessage } from '../../../lib/notify';

type DashboardBlockProps = {
  title: string;
  testId: string;
  onRefresh: () => void;
  refreshing: boolean;
  /** The block's read failed: said in the block, in the reader's language. */
  error?: unknown;
  actions?: ReactNode;
  children: ReactNode;
};

/** One of the Home screen's blocks (spec 2.4): its title, a refresh icon, and its table. */
export const DashboardBlock = ({ title, testId, onRefresh, refreshing, error, actions, children }: DashboardBlockProps) => {
  const { t } = useTranslation('dashboard');
  return (
    <Card.Root size="sm" data-testid={testId} minW="0">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          <HStack gap="1">
            {actions}
            <IconButton size="xs" variant="ghost" aria-label={t('refresh')} title={t('refresh')} onClick={onRefresh} loading={refreshing}>
              <LuRefreshCw />
            </IconButton>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Text color="fg.error" role="alert">
            {errorMessage(error)}
          </Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
};
