import type { Language } from '@mizan/shared/roles';
import { clock } from '../../adapters/clock';
import { isId } from '../../db/keys';
import { ValidationError } from '../../errors';
import { encodeCursor } from '../../services/dossier-pages';
import { fieldError } from '../../services/field-error';
import { readableHistory, type EntryFilter } from '../../services/history-feed';
import { casablancaToday } from '../../services/working-days';
import { afterCursor } from './pages';

/** Clocks disagree a little: an action dated up to this far ahead of the server's now is taken as now. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * When a manual action happened: now when not said; a day alone is now if it is today (in
 * Casablanca), else noon UTC of that day; an instant as given. Never in the future (400).
 */
export const actionInstant = (dateAction: string | undefined, language: Language): Date => {
  const now = clock.now();
  if (!dateAction || dateAction === casablancaToday(now)) return now;
  const at = new Date(dateAction.length === 10 ? `${dateAction}T12:00:00.000Z` : dateAction);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) throw new ValidationError([fieldError('dateAction', 'action_date_future', language)]);
  if (at.getTime() < 0) throw new ValidationError([fieldError('dateAction', 'date_invalid', language)]);
  return at.getTime() > now.getTime() ? now : at;
};

/**
 * A page of the history of actions the reader may read, newest first (services/history-feed.ts),
 * with the cursor of the next page (null on the last): the last entry read, so the next page goes
 * on from there.
 */
export const actionsFeed = async (
  structureId: string,
  dossierId: string,
  limit: number,
  cursor: string | undefined,
  language: Language,
  mayRead: EntryFilter,
) => {
  const { items, next } = await readableHistory(structureId, dossierId, limit, afterCursor(cursor, language, isId), language, mayRead);
  return { items, cursor: encodeCursor(next ? { after: next } : undefined) };
};
