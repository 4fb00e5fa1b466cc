import type { Language } from '@mizan/shared/roles';

export type CsvExpense = { dateDepense: string; typeDepenseLabel: string; libelle: string | null; montant: number; auteur: string };
/** The column titles, in the reader's language. */
export type CsvHeaders = Record<'date' | 'type' | 'libelle' | 'montant' | 'auteur' | 'total', string>;

/** Excel reads a file as UTF-8 (Arabic included) only when it begins with a byte-order mark. */
export const BOM = '\uFEFF';

/**
 * French and Arabic readers' spreadsheets (Morocco, France) expect ';' between fields and a decimal
 * comma; English ones ',' and a decimal point.
 */
const conventionsOf = (language: Language) => (language === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' });

/** A field as CSV writes it: quoted when it must be, and never run as a formula by a spreadsheet. */
const field = (value: string, separator: string) => {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The dossier's expenses as a CSV file for a spreadsheet: a header row in the reader's language,
 * one row per expense (date as YYYY-MM-DD, amount with two decimals), and the total last.
 */
export const expensesCsv = (expenses: readonly CsvExpense[], total: number, headers: CsvHeaders, language: Language) => {
  const { separator, decimal } = conventionsOf(language);
  const amount = (value: number) => value.toFixed(2).replace('.', decimal);
  const row = (cells: readonly string[]) => cells.map((cell) => field(cell, separator)).join(separator);
  const rows = [
    row([headers.date, headers.type, headers.libelle, headers.montant, headers.auteur]),
    ...expenses.map((e) => row([e.dateDepense, e.typeDepenseLabel, e.libelle ?? '', amount(e.montant), e.auteur])),
    row([headers.total, '', '', amount(total), '']),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
};
