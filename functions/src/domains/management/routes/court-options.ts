import { APPEAL_COURTS } from '../../../reference/courts';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';
import { sortedOptions } from '../options';

/** Every court of appeal: ordinary (CA), commercial (CAC) and administrative (CAA). */
export const handler = defineHandler('management.courtOptions', async ({ params }) => {
  const language = resolveLanguage(params.language);
  return sortedOptions(
    APPEAL_COURTS.map((court) => ({ value: court.code, label: court.label[language] })),
    language,
  );
});
