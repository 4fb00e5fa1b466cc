import { useApiQuery } from '../../../lib/use-api';

/** GET api/Calendar/feed-url: the calendar subscription (its address only when this call made it); the section words its own failure. */
export const useCalendarFeed = (enabled: boolean) =>
  useApiQuery('calendar.feedUrl', enabled ? {} : null, { revalidateOnFocus: false, onError: () => undefined });
