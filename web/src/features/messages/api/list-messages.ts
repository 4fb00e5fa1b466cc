import { THREAD_PAGE } from '@mizan/shared/schemas/messages';
import { callApi, type ApiResponse } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api';

export type Message = ApiResponse<'messages.list'>[number];

/** The open thread refreshes itself this often (the issue: every 15 s). */
const REFRESH_MS = 15_000;

/** GET /api/dossier/{id}/messages: the newest page, oldest first; reading it marks the other side's as read. */
export const useThread = (id: string | null) =>
  useApiQuery('messages.list', id ? { params: { id }, query: {} } : null, { refreshInterval: REFRESH_MS });

/** The page of messages before `cursor` (the oldest one shown); fewer than a page: the thread's start. */
export const olderMessages = async (id: string, cursor: string) => {
  const page = await callApi('messages.list', { params: { id }, query: { cursor } });
  return { messages: page, more: page.length === THREAD_PAGE };
};
