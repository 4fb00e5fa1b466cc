import { callApiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET api/Client/xlsx: the firm's clients (natural persons, legal entities) as XLSX in the reader's language, saved as `clients-{today}.xlsx`. */
export const downloadClientsXlsx = async () =>
  saveFile(`clients-${new Date().toISOString().slice(0, 10)}.xlsx`, await callApiFile('clients.listXlsx'));
