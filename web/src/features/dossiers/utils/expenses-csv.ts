import type { Language } from '@mizan/shared/roles';
import { csvConventions, csvFile } from '../../../lib/csv';

export type CsvExpense = { dateDepense: string; typeDepenseLabel: string; libelle: string | null; montant: number; auteur: string };
/** The column titles, in the reader's language. */
export type CsvHeaders = Record<'date' | 'type' | 'libelle' | 'montant' | 'auteur' | 'total', string>;

/**
 * The dossier's expenses as a CSV file for a spreadsheet: a header row in the reader's language,
 * one row per expense (date as YYYY-MM-DD, amount with two decimals), and the total last.
 */
export const expensesCsv = (expenses: readonly CsvExpense[], total: number, headers: CsvHeaders, language: Language) => {
  const { decimal } = csvConventions(language);
  const amount = (value: number) => value.toFixed(2).replace('.', decimal);
  return csvFile(
    [
      [headers.date, headers.type, headers.libelle, headers.montant, headers.auteur],
      ...expenses.map((e) => [e.dateDepense, e.typeDepenseLabel, e.libelle ?? '', amount(e.montant), e.auteur]),
      [headers.total, '', '', amount(total), ''],
    ],
    language,
  );
};
