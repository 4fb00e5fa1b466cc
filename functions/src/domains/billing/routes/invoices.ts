import { billingTotals, invoicesPage } from '../../../db/invoices';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor, isClientCaller } from '../../../services/dossier-access';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { fieldError } from '../../../services/field-error';
import { invoiceView } from '../invoices';

const POSITION = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * A page of a dossier's invoices, newest first (a client reads the issued ones only: their own
 * index), with the dossier's balance of issued invoices and its provisions: one Query, one GetItem of the totals.
 */
export const handler = defineHandler('billing.invoices', async ({ params, query }, { caller, language }) => {
  const sid = caller.structureId;
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && POSITION.test(cursor.after)))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const after = cursor && 'after' in cursor ? cursor.after : undefined;
  const [page, totals] = await Promise.all([
    invoicesPage(sid, params.id, isClientCaller(caller), query.limit, after),
    billingTotals(sid, params.id),
    dossierFor(caller, params.id),
  ]);
  return {
    items: page.invoices.map((invoice) => {
      const { lignes: _lines, paiements: _payments, avoirs: _creditNotes, ...summary } = invoiceView(invoice);
      return { ...summary, avoirs: invoice.avoirsEmis ?? [] };
    }),
    cursor: encodeCursor(page.last ? { after: page.last } : undefined),
    solde: {
      factureCentimes: totals.factureCentimes,
      payeCentimes: totals.payeCentimes,
      resteCentimes: totals.factureCentimes - totals.payeCentimes,
      provisionsCentimes: totals.provisionsCentimes,
      provisionsDisponiblesCentimes: totals.provisionsCentimes - totals.provisionsDeduitesCentimes,
    },
  };
});
