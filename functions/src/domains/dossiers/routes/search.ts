import { defineHandler } from '../../../runtime/define-handler';
import { searchPage } from '../search';

/** The filtered dossier list, a page at a time (../search.ts). */
export const handler = defineHandler('dossiers.search', async ({ query }, { caller, language }) =>
  searchPage(caller.structureId, query, query.limit, query.cursor, language),
);
