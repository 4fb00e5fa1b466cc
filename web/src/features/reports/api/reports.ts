import { useCallback } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

export type ReportFilters = { du: string; au: string; avocat?: string };
export type LabelKind = 'status' | 'type' | 'court' | 'lawyer' | 'expense';

/** While figures asked for now are computed, they are read again this often. */
const REPORTS_POLL_MS = 3000;

/** GET api/Rapports: the firm's figures (or one lawyer's) for the months from `du` to `au`; read again while a computation asked now runs. */
export const useReports = (filters: ReportFilters) =>
  useApiQuery(
    'reports.get',
    { query: { du: filters.du, au: filters.au, ...(filters.avocat ? { avocat: filters.avocat } : {}) } },
    { refreshInterval: (report) => (report?.actualisationDemandee ? REPORTS_POLL_MS : 0) },
  );

/** POST api/Rapports/actualiser: the firm's figures computed now, outside the request. */
export const useRefreshReports = () => useApiMutation('reports.refresh');

/** GET api/Users/for-structure/{structureId}: the firm's staff, the lawyers the figures name. */
export const useFirmStaff = () => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', structureId ? { params: { structureId } } : null);
};

/** The names of the codes the figures hold (statuses, types, courts, expense types, lawyers), in the reader's language. */
export const useReportLabels = () => {
  const params = { params: { language: currentLanguage() } };
  const staff = useFirmStaff().data;
  const status = useApiQuery('management.dossierStatusOptions', params).data;
  const type = useApiQuery('management.dossierTypeOptions', params).data;
  const court = useApiQuery('management.courtOptions', params).data;
  const expense = useApiQuery('management.expenseTypeOptions', params).data;
  return useCallback(
    (kind: LabelKind, key: string) => {
      if (kind === 'lawyer') {
        const person = staff?.find((p) => p.idUtilisateur === key);
        return person ? `${person.prenom} ${person.nom}` : key;
      }
      return ({ status, type, court, expense }[kind] ?? []).find((option) => option.value === key)?.label ?? key;
    },
    [staff, status, type, court, expense],
  );
};
