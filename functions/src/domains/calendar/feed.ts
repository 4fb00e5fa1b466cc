import type { Language } from '@mizan/shared/roles';
import { config } from '../../adapters/config';
import type { FeedSubscription } from '../../db/calendar-feeds';

/** A person's subscription as the profile page reads it: the address only when it was made now. */
export const feedStatus = (subscription: FeedSubscription | undefined, token?: string) => ({
  url: token ? `${config.appUrl}/api/Calendar/feed/${token}` : null,
  actif: subscription !== undefined,
  dateCreation: subscription?.createdAt ?? null,
});

/** The words of the feed's events, in the person's language (no client-confidential text). */
export const FEED_WORDS: Record<Language, { calendar: string; appointment: string; hearing: string; deadline: string; room: string }> = {
  fr: { calendar: 'Mizan — mon agenda', appointment: 'Rendez-vous', hearing: 'Audience', deadline: 'Échéance', room: 'Salle' },
  ar: { calendar: 'ميزان — مفكرتي', appointment: 'موعد', hearing: 'جلسة', deadline: 'أجل', room: 'القاعة' },
  en: { calendar: 'Mizan — my calendar', appointment: 'Appointment', hearing: 'Hearing', deadline: 'Deadline', room: 'Courtroom' },
};
