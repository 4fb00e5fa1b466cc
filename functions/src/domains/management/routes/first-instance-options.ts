import { NotFoundError } from '../../../errors';
import { findAppealCourt } from '../../../reference/courts';
import { resolveLanguage } from '../../../services/reference-data';
import { defineHandler } from '../../../runtime/define-handler';
import { sortedOptions } from '../options';

/** The first-instance courts (and family sections) in a court of appeal's area; 404 for an unknown court. */
export const handler = defineHandler('management.firstInstanceOptions', async ({ params }) => {
  const court = findAppealCourt(params.courtId);
  if (!court) throw new NotFoundError();
  const language = resolveLanguage(params.language);
  return sortedOptions(
    court.firstInstance.map((c) => ({ value: c.code, label: c.label[language] })),
    language,
  );
});
