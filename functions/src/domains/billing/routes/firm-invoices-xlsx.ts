import { INVOICE_SHEET } from '@mizan/shared/list-sheets';
import { firmInvoicesPage } from '../../../db/firm-invoices';
import { defineHandler } from '../../../runtime/define-handler';
import { allRows, listSheet, listWorkbook } from '../../../services/excel';
import { listFilters, listItem } from '../firm-list';

/** Invoices read per page of the list, read to the end. */
const PAGE = 500;
/** Dirhams with two decimals (the cell holds centimes / 100: a spreadsheet's number, summed by the accountant). */
const DIRHAMS = '#,##0.00';
const dirhams = (centimes: number) => centimes / 100;

/**
 * The firm's filtered invoices (a lawyer: their dossiers'), newest first, every page, as one XLSX
 * sheet in the caller's language; the file leaves base64.
 */
export const handler = defineHandler('billing.firmInvoicesXlsx', async ({ query }, { caller, language }) => {
  const filters = listFilters(caller, query);
  const rows = await allRows(async (cursor) => {
    const page = await firmInvoicesPage(caller.structureId, filters, PAGE, cursor);
    return { items: page.rows.map(listItem), cursor: page.lastSk };
  });
  return listWorkbook(language, [
    listSheet(
      INVOICE_SHEET,
      rows,
      {
        numero: (row) => row.numero ?? INVOICE_SHEET.statuses.BROUILLON[language],
        date: (row) => row.date,
        nomClient: (row) => row.nomClient,
        refCabinet: (row) => row.refCabinet,
        nomAvocat: (row) => row.nomAvocat,
        ttcCentimes: (row) => dirhams(row.ttcCentimes),
        payeCentimes: (row) => dirhams(row.payeCentimes),
        resteCentimes: (row) => dirhams(row.resteCentimes),
        statut: (row) => INVOICE_SHEET.statuses[row.statut][language],
      },
      { ttcCentimes: DIRHAMS, payeCentimes: DIRHAMS, resteCentimes: DIRHAMS },
    ),
  ]);
});
