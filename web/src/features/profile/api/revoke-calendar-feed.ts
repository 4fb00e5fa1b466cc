import { useApiMutation } from '../../../lib/use-api';

/** DELETE api/Calendar/feed-url: the subscription address stops working. */
export const useRevokeCalendarFeed = () => useApiMutation('calendar.revokeFeedUrl');
