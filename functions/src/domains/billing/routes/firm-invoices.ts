import { clock } from '../../../adapters/clock';
import { firmInvoicesPage, isListPosition } from '../../../db/firm-invoices';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { fieldError } from '../../../services/field-error';
import { casablancaToday } from '../../../services/working-days';
import { filteredTotals, lawyerFilter } from '../firm-list';

/**
 * A page of the firm's invoices, newest first, by status, client, lawyer and issue period (a
 * lawyer: their dossiers' only), with the totals and ageing of the whole filtered set.
 */
export const handler = defineHandler('billing.firmInvoices', async ({ query }, { caller, language }) => {
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && isListPosition(cursor.after)))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const filters = {
    etat: query.statut,
    idClient: query.idClient,
    idAvocat: lawyerFilter(caller, query.idAvocat),
    from: query.du,
    to: query.au,
  };
  const [page, summary] = await Promise.all([
    firmInvoicesPage(caller.structureId, filters, query.limit, cursor && 'after' in cursor ? cursor.after : undefined),
    filteredTotals(caller.structureId, filters, casablancaToday(clock.now())),
  ]);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      numero: row.numero ?? null,
      date: row.date,
      idDossier: row.idDossier,
      refCabinet: row.refCabinet,
      nomClient: row.nomClient,
      idClients: row.idClients,
      idAvocat: row.idAvocat,
      nomAvocat: row.nomAvocat,
      statut: row.etat,
      ttcCentimes: row.ttcCentimes,
      payeCentimes: row.payeCentimes,
      resteCentimes: row.etat === 'BROUILLON' ? 0 : row.netCentimes - row.avoirCentimes - row.payeCentimes,
    })),
    cursor: encodeCursor(page.lastSk ? { after: page.lastSk } : undefined),
    ...summary,
  };
});
