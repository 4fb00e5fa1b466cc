import { useSWRConfig } from 'swr';
import { useApiQuery } from '../../../lib/use-api';

/** GET /api/Messages/non-lus: the clients' messages the firm has not read (the sidebar's badge). */
export const useUnreadTotal = (enabled: boolean) => useApiQuery('messages.unread', enabled ? {} : null, { refreshInterval: 60_000 });

/**
 * Reads the unread counts kept in memory again (after the reader opened a thread): the badge and
 * the client's list. The staff's dossier list reads its pages again when it is shown.
 */
export const useRefreshUnread = () => {
  const { mutate } = useSWRConfig();
  return () => void mutate((key) => Array.isArray(key) && ['messages.unread', 'dossiers.listForClient'].includes(String(key[0])));
};
