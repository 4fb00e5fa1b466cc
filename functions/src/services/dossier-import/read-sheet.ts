import { Readable } from 'node:stream';
import type { Buffer as ExcelBuffer, Cell, CsvReadOptions, Worksheet } from 'exceljs';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumnKey, type ImportRow } from '@mizan/shared/imports';
import type { ImportColumns } from '@mizan/shared/schemas/imports';
import type { ColumnMapping } from '../../db/imports';
import type { MessageCode } from '@mizan/shared/messages';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { normaliseText } from '../../db/normalise';
import { BadRequestError } from '../../errors';
import { fieldError } from '../field-error';
import { loadExcel } from '../excel';

/**
 * Reads a dossiers spreadsheet (XLSX, or CSV with `;` or `,`) with exceljs: its first sheet's
 * first row names the columns, each header filling the column the correspondences given say
 * (the firm's own names), else the one whose key or template header (shared/src/imports.ts, any
 * language) it is; each following non-empty row is a dossier.
 * A file that cannot be read that way is refused whole (400, with a message code saying why):
 * not a spreadsheet, an encrypted or old-format (.xls) workbook, formulas, no row, more rows than
 * allowed, a required column missing.
 */
export type SheetRow = { ligne: number; row: ImportRow };
/** What the file's name says it is: a workbook must be one, a CSV must be text. */
export type SheetFormat = 'xlsx' | 'csv';
export const formatOf = (fileName: string): SheetFormat => (fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');

const refused = (code: MessageCode, language: Language) => new BadRequestError(code, [fieldError('file', code, language)]);

/** An OLE compound file: an encrypted workbook (its package inside) or an old .xls. */
const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const ZIP = Buffer.from('504b0304', 'hex');

const HEADER_KEYS = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((column) => [column.key, ...LANGUAGES.map((l) => column.headers[l])].map((h) => [normaliseText(h), column.key])),
);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A cell's text: dates as YYYY-MM-DD (an XLSX date, or DD/MM/YYYY as typed), rich text joined, numbers as written. */
const cellText = (cell: Cell): string | undefined => {
  const value = cell.value;
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return day(value);
  const text = (typeof value === 'object' ? cell.text : String(value)).trim();
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return french ? `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}` : text || undefined;
};

const delimiterOf = (text: string) => {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  return (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
};

const loadWorksheet = async (file: Buffer, format: SheetFormat, language: Language): Promise<Worksheet> => {
  const workbook = new (await loadExcel()).Workbook();
  if (file.subarray(0, 8).equals(COMPOUND_FILE))
    throw refused(file.includes(ENCRYPTED_PACKAGE) ? 'import_encrypted' : 'import_format', language);
  if (format === 'xlsx') {
    if (!file.subarray(0, 4).equals(ZIP)) throw refused('import_format', language);
    try {
      await workbook.xlsx.load(file as unknown as ExcelBuffer);
    } catch {
      throw refused('import_format', language);
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) throw refused('import_empty', language);
    return sheet;
  }
  if (file.includes(0)) throw refused('import_format', language);
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  return workbook.csv.read(Readable.from([text]), {
    map: (datum: string) => (datum === '' ? null : datum),
    parserOptions: { delimiter: delimiterOf(text) },
  } as Partial<CsvReadOptions>);
};

/** A header's correspondences' key: compared without case, accents or repeated spaces. */
export const headerKey = (header: string) => normaliseText(header);

/** The column a header fills: the one `mapping` gives it (null: none), else the one it names; `reconnue` when either says. */
const columnFor = (header: string, mapping: ColumnMapping) => {
  const key = headerKey(header);
  if (Object.hasOwn(mapping, key)) return { colonne: mapping[key]!, reconnue: true };
  const named = HEADER_KEYS.get(key);
  return { colonne: named ?? null, reconnue: named !== undefined };
};

type Header = { column: number; entete: string; colonne: ImportColumnKey | null; reconnue: boolean };

const headersOf = (sheet: Worksheet, mapping: ColumnMapping): Header[] => {
  const headers: Header[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const entete = cellText(cell);
    if (entete) headers.push({ column, entete, ...columnFor(entete, mapping) });
  });
  return headers;
};

const missingOf = (headers: readonly Header[]) => {
  const found = new Set(headers.map((header) => header.colonne));
  return IMPORT_COLUMNS.filter((c) => 'required' in c && !found.has(c.key)).map((c) => c.key);
};

/** The file's headers, each with the column it fills by `mapping` and the first row's value under it, and the required columns none fills. */
export const readHeaders = async (
  file: Buffer,
  format: SheetFormat,
  language: Language,
  mapping: ColumnMapping,
): Promise<Omit<ImportColumns, 'id'>> => {
  const sheet = await loadWorksheet(file, format, language);
  const headers = headersOf(sheet, mapping);
  const example = (column: number) => (sheet.rowCount > 1 ? (cellText(sheet.getRow(2).getCell(column)) ?? null) : null);
  return {
    entetes: headers.map(({ column, entete, colonne, reconnue }) => ({ entete, colonne, reconnue, exemple: example(column) })),
    manquantes: missingOf(headers),
  };
};

export const readSheet = async (file: Buffer, format: SheetFormat, language: Language, mapping: ColumnMapping): Promise<SheetRow[]> => {
  const sheet = await loadWorksheet(file, format, language);
  const { ValueType } = await loadExcel();
  const headers = headersOf(sheet, mapping);
  const columns = new Map(headers.flatMap(({ column, colonne }) => (colonne ? [[column, colonne] as const] : [])));
  const missing = missingOf(headers);
  if (missing.length)
    throw new BadRequestError(
      'import_columns_missing',
      missing.map((key) => fieldError(key, 'import_columns_missing', language)),
    );
  const rows: SheetRow[] = [];
  let formulas = false;
  sheet.eachRow((sheetRow, ligne) => {
    if (ligne === 1) return;
    const row: ImportRow = {};
    sheetRow.eachCell((cell, column) => {
      if (cell.type === ValueType.Formula) formulas = true;
      const key = columns.get(column);
      const text = key && cellText(cell);
      if (key && text) row[key] = text;
    });
    if (Object.keys(row).length) rows.push({ ligne, row });
  });
  if (formulas) throw refused('import_formulas', language);
  if (!rows.length) throw refused('import_empty', language);
  if (rows.length > IMPORT_MAX_ROWS) throw refused('import_too_many_rows', language);
  return rows;
};
