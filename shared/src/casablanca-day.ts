/**
 * Made on first use, not when the module loads: a process's first Intl.DateTimeFormat initialises
 * ICU's date formatting (≈ 25 ms here), which an entry importing this module would otherwise pay.
 */
let casablancaFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar date (`YYYY-MM-DD`) in Morocco at an instant: Morocco's UTC offset changes around
 * Ramadan, and from 23:00 UTC (or 00:00) Casablanca is already on the next day.
 */
export const casablancaDay = (instant: Date): string =>
  (casablancaFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Casablanca',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })).format(instant);
