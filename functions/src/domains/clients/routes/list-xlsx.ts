import { COMPANY_SHEET, PERSON_SHEET } from '@mizan/shared/list-sheets';
import { queryClientList, type ClientType } from '../../../db/clients';
import { defineHandler } from '../../../runtime/define-handler';
import { allRows, listSheet, listWorkbook } from '../../../services/excel';

/** Clients read per Query of the list (gsi1), read to the end. */
const PAGE = 500;

const clientsOf = (structureId: string, type: ClientType) =>
  allRows(async (cursor) => {
    const { clients, last } = await queryClientList(structureId, type, PAGE, cursor);
    return { items: clients, cursor: last };
  });

/**
 * The firm's clients, as the Clients page lists them (by name; opposing parties that were never a
 * client are not), as XLSX: a sheet of natural persons, one of legal entities, in the caller's
 * language; the file leaves base64.
 */
export const handler = defineHandler('clients.listXlsx', async (_input, { caller, language }) => {
  const [persons, companies] = await Promise.all([clientsOf(caller.structureId, 'PP'), clientsOf(caller.structureId, 'PM')]);
  return listWorkbook(language, [
    listSheet(PERSON_SHEET, persons, {
      nom: (c) => c.nom,
      prenom: (c) => c.prenom,
      cin: (c) => c.cin,
      phone: (c) => c.phone,
      email: (c) => c.email,
      adresse: (c) => c.adresse,
    }),
    listSheet(COMPANY_SHEET, companies, {
      raisonSociale: (c) => c.raisonSociale,
      representantLegal: (c) => c.representantLegal,
      rc: (c) => c.rc,
      ice: (c) => c.ice,
      phone: (c) => c.phone,
      email: (c) => c.email,
      adresse: (c) => c.adresse,
    }),
  ]);
});
