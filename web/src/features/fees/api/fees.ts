import type { ApiResponse } from '../../../lib/api-client';
import { useApiPages, useApiQuery } from '../../../lib/use-api';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useSession } from '../../../lib/use-session';

export type Agreement = ApiResponse<'fees.agreement'>;
export type TimeEntry = ApiResponse<'fees.timeEntries'>['items'][number];

/** GET api/Dossier/{id}/convention-honoraires: the agreement (a client's without rates). */
export const useAgreement = (dossierId: string) => useApiQuery('fees.agreement', { params: { id: dossierId } });
/** PUT api/Dossier/{id}/convention-honoraires: staff save it at the version read. */
export const useSaveAgreement = () => useApiMutation('fees.saveAgreement');

/** GET api/Dossier/{id}/temps: the time entries, newest day first, 10 a page, each page with the dossier's totals. */
export const useTimeEntries = (dossierId: string) => useApiPages('fees.timeEntries', { params: { id: dossierId }, query: { limit: 10 } });
/** POST api/Temps, PUT and DELETE api/Temps/{id}. */
export const useAddTimeEntry = () => useApiMutation('fees.addTimeEntry');
export const useUpdateTimeEntry = () => useApiMutation('fees.updateTimeEntry');
export const useDeleteTimeEntry = () => useApiMutation('fees.deleteTimeEntry');

/** GET api/Temps/semaine: the signed-in staff member's time this week. */
export const useMyWeek = () => useApiQuery('fees.myWeek', { query: {} });

/** GET api/Users/for-structure/{structureId}: the firm's staff, whose rates an agreement sets. */
export const useFirmStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};
