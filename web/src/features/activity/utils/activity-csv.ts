import type { Language } from '@mizan/shared/roles';
import { csvFile } from '../../../lib/csv';

/** One row of the log as the screen shows it (already worded in the reader's language). */
export type ActivityRow = { id: string; date: string; utilisateur: string; evenement: string; detail: string; ip: string };
/** The column titles, in the reader's language. */
export type ActivityHeaders = Record<'date' | 'utilisateur' | 'evenement' | 'detail' | 'ip', string>;

/** The log as a CSV file for a spreadsheet: a header row in the reader's language, one row per entry. */
export const activityCsv = (rows: readonly ActivityRow[], headers: ActivityHeaders, language: Language) =>
  csvFile(
    [
      [headers.date, headers.utilisateur, headers.evenement, headers.detail, headers.ip],
      ...rows.map((row) => [row.date, row.utilisateur, row.evenement, row.detail, row.ip]),
    ],
    language,
  );
