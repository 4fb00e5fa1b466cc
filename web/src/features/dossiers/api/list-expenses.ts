import { callApi, type ApiResponse } from '../../../lib/api-client';
import { useApiPages } from '../../../lib/use-api';

export type Expense = ApiResponse<'dossiers.expenses'>['items'][number];

/** GET api/Dossier/{id}/depenses: the expenses, newest date first, 10 a page, each page with the dossier's totals. */
export const useDossierExpenses = (dossierId: string) =>
  useApiPages('dossiers.expenses', { params: { id: dossierId }, query: { limit: 10 } });

/** Every expense of the dossier, read in the largest pages the API serves (for the CSV export). */
export const readAllExpenses = async (dossierId: string) => {
  const expenses: Expense[] = [];
  let cursor: string | undefined;
  let page: ApiResponse<'dossiers.expenses'>;
  do {
    page = await callApi('dossiers.expenses', { params: { id: dossierId }, query: { limit: 50, cursor } });
    expenses.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return { expenses, total: page.total };
};
