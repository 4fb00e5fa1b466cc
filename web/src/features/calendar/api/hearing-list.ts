import { callApi, type ApiResponse } from '../../../lib/api-client';
import type { Language } from '@mizan/shared/roles';
import { useApiQuery } from '../../../lib/use-api';

export type HearingList = ApiResponse<'calendar.hearingList'>;
export type HearingRow = HearingList['tribunaux'][number]['audiences'][number];

/** GET api/Audiences/role: the firm's hearings of one day, by court. */
export const useHearingList = (date: string) => useApiQuery('calendar.hearingList', { query: { date } });

/** GET api/Audiences/role/pdf: the same list as an A4 PDF in `lang`, downloaded (the body is base64). */
export const downloadHearingListPdf = async (date: string, lang: Language) => {
  const base64 = await callApi('print.hearingListPdf', { query: { date, lang } });
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `role-${date}.pdf`;
  link.click();
  URL.revokeObjectURL(url);
};
