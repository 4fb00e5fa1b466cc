import type { ActivityKind } from '@mizan/shared/schemas/activity';
import { callApi, type ApiResponse } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api';

export type ActivityEntry = ApiResponse<'activity.list'>['items'][number];
/** The screen's filters: a person, a kind, Casablanca days (YYYY-MM-DD), each optional. */
export type ActivityFilter = { idUtilisateur?: string; type?: ActivityKind; dateDebut?: string; dateFin?: string };

/** GET api/Activity: the firm's activity log, newest first, 20 a page (ADMIN). */
export const useActivity = (filter: ActivityFilter) => useApiPages('activity.list', { query: { ...filter, limit: 20 } });

/** Every entry the filters select, read in the largest pages the API serves (for the CSV export). */
export const readAllActivity = async (filter: ActivityFilter) => {
  const entries: ActivityEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await callApi('activity.list', { query: { ...filter, limit: 50, cursor } });
    entries.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return entries;
};
