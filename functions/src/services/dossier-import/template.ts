import { CLIENT_SHEET_COLUMNS, CLIENT_SHEET_NAMES, IMPORT_COLUMNS } from '@mizan/shared/imports';
import type { Language } from '@mizan/shared/roles';
import { loadExcel } from '../excel';

/** An example row of the template, by column (what a filled row looks like). */
const EXAMPLE: Record<string, string> = {
  refCabinet: '2026/0001',
  nom: 'Bennani c/ Alami',
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  dateOuverture: '2026-01-15',
  clientCin: 'AB123456',
  clientNom: 'Bennani',
  clientPrenom: 'Karim',
  clientPhone: '+212 6 12 34 56 78',
  adversaireCin: 'CD654321',
  adversaireNom: 'Alami',
  adversairePrenom: 'Samir',
};

/**
 * The dossiers template: a sheet of dossiers with the columns' headers in the language asked (the
 * parser reads the headers of any language), bold and frozen, with an example row; then a sheet of
 * clients alone, its headers only (an example left there would be imported as a client); both laid
 * out right to left in Arabic.
 */
export const importTemplate = async (language: Language): Promise<Buffer> => {
  const workbook = new (await loadExcel()).Workbook();
  const addSheet = (
    name: string,
    columns: readonly { key: string; headers: Record<Language, string> }[],
    example?: Record<string, string>,
  ) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }] });
    sheet.columns = columns.map((column) => ({ header: column.headers[language], key: column.key, width: 24 }));
    sheet.getRow(1).font = { bold: true };
    if (example) sheet.addRow(example);
  };
  addSheet('Dossiers', IMPORT_COLUMNS, EXAMPLE);
  addSheet(CLIENT_SHEET_NAMES[language], CLIENT_SHEET_COLUMNS);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
