import { clock } from '../../../adapters/clock';
import { firmInvoicesPage, isListPosition } from '../../../db/firm-invoices';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { fieldError } from '../../../services/field-error';
import { casablancaToday } from '../../../services/working-days';
import { filteredTotals, listFilters, listItem } from '../firm-list';

/**
 * A page of the firm's invoices, newest first, by status, client, lawyer and issue period (a
 * lawyer: their dossiers' only), with the totals and ageing of the whole filtered set.
 */
export const handler = defineHandler('billing.firmInvoices', async ({ query }, { caller, language }) => {
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && isListPosition(cursor.after)))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const filters = listFilters(caller, query);
  const [page, summary] = await Promise.all([
    firmInvoicesPage(caller.structureId, filters, query.limit, cursor && 'after' in cursor ? cursor.after : undefined),
    filteredTotals(caller.structureId, filters, casablancaToday(clock.now())),
  ]);
  return {
    items: page.rows.map(listItem),
    cursor: encodeCursor(page.lastSk ? { after: page.lastSk } : undefined),
    ...summary,
  };
});
