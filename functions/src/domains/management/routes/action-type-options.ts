import { ACTION_TYPE_LABELS } from '../../../reference/action-types';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';

/** In the types' fixed order (the note first), not alphabetical. */
export const handler = defineHandler('management.actionTypeOptions', async ({ params }) => {
  const language = resolveLanguage(params.language);
  return ACTION_TYPE_LABELS.map((type) => ({ value: type.id, label: type.labels[language] }));
});
