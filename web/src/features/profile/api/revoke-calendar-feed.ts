import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE api/Calendar/feed-url: the subscription address stops working. */
export const useRevokeCalendarFeed = () => useApiMutation('calendar.revokeFeedUrl');
