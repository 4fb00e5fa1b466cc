import { useApiQuery } from '../../../lib/use-api';
import type { CalendarRange } from '../components/calendar-grid';

/** Whose agenda: the signed-in person's, a colleague's, or the whole firm's. */
export type AgendaOwner = { userId: string } | 'all';

/** GET api/Calendar/agenda: the visible range's appointments, hearings, deadlines and marked days (one read, one key per range and owner). */
export const useAgenda = (owner: AgendaOwner, range: CalendarRange) =>
  useApiQuery('calendar.agenda', { query: { ...range, ...(owner === 'all' ? { all: 'true' as const } : { userId: owner.userId }) } });
