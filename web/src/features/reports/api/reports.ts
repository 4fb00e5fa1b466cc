import { useCallback } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

export type ReportFilters = { du: string; au: string; avocat?: string };
export type LabelKind = 'status' | 'type' | 'court' | 'lawyer' | 'expense';

/** GET api/Rapports: the firm's figures (or one lawyer's) for the months from `du` to `au`. */
export const useReports = (filters: ReportFilters) =>
  useApiQuery('reports.get', { query: { du: filters.du, au: filters.au, ...(filters.avocat ? { avocat: filters.avocat } : {}) } });

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
