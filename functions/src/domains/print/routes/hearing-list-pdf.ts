import { getFirm } from '../../../db/firms';
import { defineHandler } from '../../../runtime/define-handler';
import { renderPdf } from '../../../print/pdf';
import { readHearingList } from '../../../services/hearing-list';
import { hearingListDocument } from '../hearing-list-document';

/**
 * The day's hearing list as an A4 PDF in the language asked (`lang`), for lawyers to print before
 * going to court. The file leaves as the body, base64 (runtime/domain-handler.ts): a list of a day
 * is tens of kilobytes, far under API Gateway's 6 MB, so no stored copy and signed address are needed.
 */
export const handler = defineHandler('print.hearingListPdf', async ({ query }, { caller }) => {
  const [list, firm] = await Promise.all([readHearingList(caller.structureId, query.date, query.lang), getFirm(caller.structureId)]);
  return (await renderPdf(hearingListDocument(list, firm, query.lang))).toString('base64');
});
