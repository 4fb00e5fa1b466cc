import { Readable } from 'node:stream';
import type { Buffer as ExcelBuffer, Cell, CsvReadOptions, Worksheet } from 'exceljs';
import { CLIENT_SHEET_COLUMNS, IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ClientSheetRow, type ImportRow } from '@mizan/shared/imports';
import type { ImportColumns } from '@mizan/shared/schemas/imports';
import type { ColumnMapping, SheetMappings } from '../../db/imports';
import type { MessageCode } from '@mizan/shared/messages';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { normaliseText } from '../../db/normalise';
import { BadRequestError } from '../../errors';
import { fieldError } from '../field-error';
import { loadExcel } from '../excel';

/**
 * Reads a dossiers spreadsheet (XLSX, or CSV with `;` or `,`) with exceljs: a sheet's first row
 * names its columns, each header filling the column the correspondences given say (the firm's own
 * names), else the one whose key or template header (shared/src/imports.ts, any language) it is;
 * each following non-empty row of the first sheet is a dossier, of a workbook's second sheet (if
 * any) a client alone.
 * A file that cannot be read that way is refused whole (400, with a message code saying why):
 * not a spreadsheet, an encrypted or old-format (.xls) workbook, formulas, no row, more rows than
 * allowed, a required column missing (from a sheet of dossiers that has rows).
 */
export type SheetRow = { ligne: number; row: ImportRow };
export type ClientRow = { ligne: number; row: ClientSheetRow };
/** A sheet's columns (IMPORT_COLUMNS, CLIENT_SHEET_COLUMNS). */
type SheetColumns<K extends string> = readonly { key: K; required?: true; headers: Record<Language, string> }[];
/** What the file's name says it is: a workbook must be one, a CSV must be text. */
export type SheetFormat = 'xlsx' | 'csv';
export const formatOf = (fileName: string): SheetFormat => (fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx');

const refused = (code: MessageCode, language: Language) => new BadRequestError(code, [fieldError('file', code, language)]);

/** An OLE compound file: an encrypted workbook (its package inside) or an old .xls. */
const COMPOUND_FILE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
const ZIP = Buffer.from('504b0304', 'hex');

/** A sheet's columns by their keys' and headers' normalised text. */
const namedColumns = <K extends string>(columns: SheetColumns<K>) =>
  new Map<string, K>(
    columns.flatMap((column) => [column.key, ...LANGUAGES.map((l) => column.headers[l])].map((h) => [normaliseText(h), column.key])),
  );
const SHEETS = {
  dossiers: { columns: IMPORT_COLUMNS as SheetColumns<keyof ImportRow>, named: namedColumns(IMPORT_COLUMNS) },
  clients: { columns: CLIENT_SHEET_COLUMNS as SheetColumns<keyof ClientSheetRow>, named: namedColumns(CLIENT_SHEET_COLUMNS) },
};
type Sheet<K extends string> = { columns: SheetColumns<K>; named: Map<string, K> };

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

/** The file's sheet of dossiers, and a workbook's second sheet, of clients alone (none in a CSV). */
const loadWorksheets = async (
  file: Buffer,
  format: SheetFormat,
  language: Language,
): Promise<{ dossiers: Worksheet; clients?: Worksheet }> => {
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
    const [dossiers, clients] = workbook.worksheets;
    if (!dossiers) throw refused('import_empty', language);
    return { dossiers, ...(clients ? { clients } : {}) };
  }
  if (file.includes(0)) throw refused('import_format', language);
  const text = file.toString('utf8').replace(/^\uFEFF/, '');
  const dossiers = await workbook.csv.read(Readable.from([text]), {
    map: (datum: string) => (datum === '' ? null : datum),
    parserOptions: { delimiter: delimiterOf(text) },
  } as Partial<CsvReadOptions>);
  return { dossiers };
};

/** A header's correspondences' key: compared without case, accents or repeated spaces. */
export const headerKey = (header: string) => normaliseText(header);

type Header<K extends string> = { column: number; entete: string; colonne: K | null; reconnue: boolean };

/** A sheet's headers, each filling the column `mapping` gives it (null: none), else the one it names; `reconnue` when either says. */
const headersOf = <K extends string>(worksheet: Worksheet, sheet: Sheet<K>, mapping: ColumnMapping<K>): Header<K>[] => {
  const headers: Header<K>[] = [];
  worksheet.getRow(1).eachCell((cell, column) => {
    const entete = cellText(cell);
    if (!entete) return;
    const key = headerKey(entete);
    const named = sheet.named.get(key);
    const read = Object.hasOwn(mapping, key) ? { colonne: mapping[key]!, reconnue: true } : { colonne: named ?? null, reconnue: !!named };
    headers.push({ column, entete, ...read });
  });
  return headers;
};

const missingOf = <K extends string>(sheet: Sheet<K>, headers: readonly Header<K>[]) => {
  const found = new Set(headers.map((header) => header.colonne));
  return sheet.columns.filter((c) => c.required && !found.has(c.key)).map((c) => c.key);
};

/** A sheet's headers, each with the column it fills by `mapping` and the first row's value under it, and the required columns none fills. */
const headersRead = <K extends string>(worksheet: Worksheet, sheet: Sheet<K>, mapping: ColumnMapping<K>) => {
  const headers = headersOf(worksheet, sheet, mapping);
  const example = (column: number) => (worksheet.rowCount > 1 ? (cellText(worksheet.getRow(2).getCell(column)) ?? null) : null);
  return {
    entetes: headers.map(({ column, entete, colonne, reconnue }) => ({ entete, colonne, reconnue, exemple: example(column) })),
    manquantes: missingOf(sheet, headers),
  };
};

/** The file's headers, sheet by sheet (`clients`: null without a second sheet). */
export const readHeaders = async (
  file: Buffer,
  format: SheetFormat,
  language: Language,
  mappings: SheetMappings,
): Promise<Omit<ImportColumns, 'id'>> => {
  const { dossiers, clients } = await loadWorksheets(file, format, language);
  return {
    ...headersRead(dossiers, SHEETS.dossiers, mappings.dossiers),
    clients: clients ? headersRead(clients, SHEETS.clients, mappings.clients) : null,
  };
};

/** A sheet's rows after its headers with a value in a column read, by column; whether any row has a value at all, whether a cell holds a formula. */
const rowsOf = <K extends string>(worksheet: Worksheet, headers: readonly Header<K>[], formula: number) => {
  const columns = new Map(headers.flatMap(({ column, colonne }) => (colonne ? [[column, colonne] as const] : [])));
  const rows: { ligne: number; row: Partial<Record<K, string>> }[] = [];
  let formulas = false;
  let filled = false;
  worksheet.eachRow((sheetRow, ligne) => {
    if (ligne === 1) return;
    filled = true;
    const row: Partial<Record<K, string>> = {};
    sheetRow.eachCell((cell, column) => {
      if (cell.type === formula) formulas = true;
      const key = columns.get(column);
      const text = key && cellText(cell);
      if (key && text) row[key] = text;
    });
    if (Object.keys(row).length) rows.push({ ligne, row });
  });
  return { rows, filled, formulas };
};

/** The file's rows: its dossiers, and its clients alone. */
export const readSheet = async (
  file: Buffer,
  format: SheetFormat,
  language: Language,
  mappings: SheetMappings,
): Promise<{ dossiers: SheetRow[]; clients: ClientRow[] }> => {
  const worksheets = await loadWorksheets(file, format, language);
  const { ValueType } = await loadExcel();
  const headers = headersOf(worksheets.dossiers, SHEETS.dossiers, mappings.dossiers);
  const dossiers = rowsOf(worksheets.dossiers, headers, ValueType.Formula);
  const clients = worksheets.clients
    ? rowsOf(worksheets.clients, headersOf(worksheets.clients, SHEETS.clients, mappings.clients), ValueType.Formula)
    : { rows: [], filled: false, formulas: false };
  const missing = dossiers.filled ? missingOf(SHEETS.dossiers, headers) : [];
  if (missing.length)
    throw new BadRequestError(
      'import_columns_missing',
      missing.map((key) => fieldError(key, 'import_columns_missing', language)),
    );
  if (dossiers.formulas || clients.formulas) throw refused('import_formulas', language);
  const count = dossiers.rows.length + clients.rows.length;
  if (!count) throw refused('import_empty', language);
  if (count > IMPORT_MAX_ROWS) throw refused('import_too_many_rows', language);
  return { dossiers: dossiers.rows, clients: clients.rows };
};
