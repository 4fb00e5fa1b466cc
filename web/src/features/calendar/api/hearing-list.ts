import { callApiFile, type ApiResponse } from '../../../lib/api-client';
import type { Language } from '@mizan/shared/roles';
import { saveFile } from '../../../lib/save-file';
import { useApiQuery } from '../../../lib/use-api';

export type HearingList = ApiResponse<'calendar.hearingList'>;
export type HearingRow = HearingList['tribunaux'][number]['audiences'][number];

/** GET api/Audiences/role: the firm's hearings of one day, by court; without a day, of the next working day. */
export const useHearingList = (date: string | undefined) => useApiQuery('calendar.hearingList', { query: date ? { date } : {} });

/** GET api/Audiences/role/pdf: the same list as an A4 PDF in `lang`, downloaded. */
export const downloadHearingListPdf = async (date: string, lang: Language) =>
  saveFile(`role-${date}.pdf`, await callApiFile('print.hearingListPdf', { query: { date, lang } }));
