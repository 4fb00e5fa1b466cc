import type { Language } from '@mizan/shared/roles';
import { saveFile } from './save-file';

/** Excel reads a file as UTF-8 (Arabic included) only when it begins with a byte-order mark. */
export const BOM = '\uFEFF';

/**
 * French and Arabic readers' spreadsheets (Morocco, France) expect ';' between fields and a decimal
 * comma; English ones ',' and a decimal point.
 */
export const csvConventions = (language: Language) =>
  language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };

/** A field as CSV writes it: quoted when it must be, and never run as a formula by a spreadsheet. */
const field = (value: string, separator: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows (the header row first) as a CSV file for a spreadsheet in the reader's language: BOM, separators, CRLF. */
export const csvFile = (rows: readonly (readonly string[])[], language: Language) => {
  const { separator } = csvConventions(language);
  return `${BOM}${rows.map((cells) => cells.map((cell) => field(cell, separator)).join(separator)).join('\r\n')}\r\n`;
};

/** Hands a CSV file to the browser to save. */
export const downloadCsv = (name: string, content: string) => saveFile(name, new Blob([content], { type: 'text/csv;charset=utf-8' }));
