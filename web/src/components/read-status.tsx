import { HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/notify';

/**
 * A read as SWR answers it (useApiQuery, useApiPages): `data` stays undefined until the first
 * answer, `error` holds a failure.
 */
export type Read = { data?: unknown; error?: unknown };

/**
 * Where a read stands: 'loading' until it has answered (or while it waits for what it needs),
 * 'failed' when it failed without an answer to show, 'ready' once an answer is there. Only a
 * ready read may say "nothing": an empty text before the answer would mislead.
 */
export const readStatus = (read: Read): 'loading' | 'failed' | 'ready' =>
  read.data !== undefined ? 'ready' : read.error !== undefined && read.error !== null ? 'failed' : 'loading';

/** 'Chargement…' (or `text`), announced politely to screen readers. */
export const ReadLoading = ({ text }: { text?: string }) => {
  const { t } = useTranslation();
  return (
    <HStack role="status" gap="2" color="fg.muted" justify="center" paddingBlock="2" data-testid="read-loading">
      <Spinner size="sm" aria-hidden />
      <Text>{text ?? t('read.loading')}</Text>
    </HStack>
  );
};

/** A read that failed: why, in the reader's language (decision 5), never "nothing". */
export const ReadFailure = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  return (
    <Text color="fg.error" role="alert" textAlign="center" paddingBlock="2" data-testid="read-failed">
      {t('read.failed', { message: errorMessage(error) })}
    </Text>
  );
};

type ReadContentProps = {
  read: Read;
  /** The answer holds nothing to show. */
  empty: boolean;
  /** Said only once the answer is known to be empty. */
  emptyText: string;
  /** The loading text, when not the general 'Chargement…'. */
  loadingText?: string;
  children: ReactNode;
};

/** A list outside a table: the loading text, then the failure, the empty text or the list. */
export const ReadContent = ({ read, empty, emptyText, loadingText, children }: ReadContentProps) => {
  const status = readStatus(read);
  if (status === 'loading') return <ReadLoading text={loadingText} />;
  if (status === 'failed') return <ReadFailure error={read.error} />;
  return empty ? (
    <Text color="fg.muted" data-testid="read-empty">
      {emptyText}
    </Text>
  ) : (
    children
  );
};
