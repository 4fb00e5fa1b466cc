import { DOSSIER_SHEET } from '@mizan/shared/list-sheets';
import { defineHandler } from '../../../runtime/define-handler';
import { allRows, listSheet, listWorkbook } from '../../../services/excel';
import { searchPage } from '../search';

/** Dossiers read per page for the sheet (the list's own pages, read to the end). */
const PAGE = 50;

/** The filtered dossier list, every page, as one XLSX sheet in the caller's language; the file leaves base64. */
export const handler = defineHandler('dossiers.searchXlsx', async ({ query }, { caller, language }) => {
  const rows = await allRows((cursor) => searchPage(caller.structureId, query, PAGE, cursor, language));
  return listWorkbook(language, [
    listSheet(DOSSIER_SHEET, rows, {
      refCabinet: (row) => row.refCabinet,
      nom: (row) => row.nom,
      nomClient: (row) => row.nomClient,
      typeDossier: (row) => row.typeDossier,
      dateOuverture: (row) => row.dateOuverture,
      statut: (row) => row.statut,
      derniereAction: (row) => row.derniereAction,
      dateDerniereAction: (row) => row.dateDerniereAction,
    }),
  ]);
});
