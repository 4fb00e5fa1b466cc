import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST api/Calendar/feed-url/regenerate: a new subscription address. */
export const useRegenerateCalendarFeed = () => useApiMutation('calendar.regenerateFeedUrl');
