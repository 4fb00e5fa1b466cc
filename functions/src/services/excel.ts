import type { Language } from '@mizan/shared/roles';
import { LIST_SHEET_MAX_ROWS } from '@mizan/shared/list-sheets';
import { loadOnce } from '../adapters/load-once';
import { BadRequestError } from '../errors';

/** exceljs (a few hundred KiB), loaded on the first file read or written: the entries of the functions that use it stay small. */
export const loadExcel = loadOnce(async () => (await import('exceljs')).default);

type Cell = string | number | null | undefined;
type Words = Record<Language, string>;

/** A sheet ready to write: its name and headers in each language, its cells, an amount's number format by column. */
export type Sheet = { name: Words; headers: Words[]; formats: (string | undefined)[]; cells: Cell[][] };

/** A list's sheet: its name and headers from shared/list-sheets, each column's cell of a row, in the headers' order. */
export const listSheet = <Row, K extends string>(
  spec: { name: Words; columns: Record<K, Words> },
  rows: readonly Row[],
  cells: Record<K, (row: Row) => Cell>,
  formats: Partial<Record<K, string>> = {},
): Sheet => {
  const keys = Object.keys(spec.columns) as K[];
  return {
    name: spec.name,
    headers: keys.map((key) => spec.columns[key]),
    formats: keys.map((key) => formats[key]),
    cells: rows.map((row) => keys.map((key) => cells[key](row))),
  };
};

/**
 * A workbook of one sheet per list, as base64 (the route's body): headers in `language`, bold and
 * frozen, the sheet right to left in Arabic, amounts in their column's number format.
 */
export const listWorkbook = async (language: Language, sheets: readonly Sheet[]): Promise<string> => {
  const workbook = new (await loadExcel()).Workbook();
  for (const { name, headers, formats, cells } of sheets) {
    const sheet = workbook.addWorksheet(name[language], { views: [{ state: 'frozen', ySplit: 1, rightToLeft: language === 'ar' }] });
    sheet.columns = headers.map((header, index) => ({
      header: header[language],
      width: 22,
      style: formats[index] ? { numFmt: formats[index] } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of cells) sheet.addRow(row.map((cell) => cell ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
};

/**
 * Every row of a paged list, page after page from `read` (each answers its rows and the next
 * cursor), refused (400 `export_too_many_rows`) beyond LIST_SHEET_MAX_ROWS.
 */
export const allRows = async <Row>(read: (cursor: string | undefined) => Promise<{ items: Row[]; cursor: string | null | undefined }>) => {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    rows.push(...page.items);
    if (rows.length > LIST_SHEET_MAX_ROWS) throw new BadRequestError('export_too_many_rows');
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return rows;
};
