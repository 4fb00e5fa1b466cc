import { CASE_STATUSES } from '../../reference/case-statuses';
import { resolveLanguage } from '../../services/reference-data';
import { defineHandler } from '../../runtime/define-handler';

/** In the statuses' fixed order (ENC, ATT, SSP, CLO), not alphabetical. */
export const handler = defineHandler('management.caseStatusOptions', async ({ params }) => {
  const language = resolveLanguage(params.language);
  return CASE_STATUSES.map((status) => ({ value: status.id, label: status.labels[language] }));
});
