import { DOSSIER_STATUSES } from '../../../reference/dossier-statuses';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';

/** In the statuses' fixed order (ENC, ATT, SSP, CLO), not alphabetical. */
export const handler = defineHandler('management.dossierStatusOptions', async ({ params }) => {
  const language = resolveLanguage(params.language);
  return DOSSIER_STATUSES.map((status) => ({ value: status.id, label: status.labels[language] }));
});
