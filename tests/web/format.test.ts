import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatDayMonth, formatTime } from '../../web/src/lib/format';

/** Arabic output carries right-to-left marks between the parts; compare the visible characters. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('date and time formats', () => {
  it('writes calendar dates without shifting them, in each language', () => {
    expect(formatDate('2026-03-01', 'fr')).toBe('01/03/2026');
    expect(formatDate('2026-03-01', 'en')).toBe('01/03/2026');
    expect(visible(formatDate('2026-03-01', 'ar'))).toBe('01/03/2026');
  });

  it('writes French times as HHhMM and others as HH:MM', () => {
    expect(formatTime('08:05:00', 'fr')).toBe('08h05');
    expect(formatTime('17:30', 'en')).toBe('17:30');
    expect(visible(formatTime('17:30', 'ar'))).toBe('17:30');
  });

  it("reads instants in the firm's time zone (Africa/Casablanca)", () => {
    expect(formatDateTime('2026-11-23T23:30:00Z', 'fr')).toBe('24/11/2026 00h30');
    expect(formatTime(new Date('2026-11-23T08:00:00Z'), 'en')).toBe('09:00');
  });

  it('writes a day and month from the date, not from a cut of the full date (Arabic carries marks between the parts)', () => {
    expect(formatDayMonth('2026-11-30', 'fr')).toBe('30/11');
    expect(formatDayMonth('2026-11-30', 'en')).toBe('30/11');
    expect(visible(formatDayMonth('2026-11-30', 'ar'))).toBe('30/11');
    expect(visible(formatDayMonth('2026-01-05', 'ar'))).toBe('05/01');
  });

  it('leaves values it cannot read as they are', () => {
    expect(formatDate('not a date', 'fr')).toBe('not a date');
    expect(formatTime('later', 'fr')).toBe('later');
  });
});

describe('amounts of dirhams', () => {
  /** Intl separates French groups with narrow no-break spaces; compare them as spaces. */
  const spaced = (text: string) => visible(text).replace(/[\u00a0\u202f]/g, ' ');

  it('writes money as each language does, to the centime', () => {
    expect(spaced(formatAmount(1250.5, 'fr'))).toBe('1 250,50 MAD');
    expect(spaced(formatAmount(1250.5, 'en'))).toBe('MAD 1,250.50');
    expect(spaced(formatAmount(1250.5, 'ar'))).toBe('1.250,50 د.م.');
    expect(spaced(formatAmount(0.3, 'fr'))).toBe('0,30 MAD');
    expect(spaced(formatAmount(10_000_000, 'fr'))).toBe('10 000 000,00 MAD');
  });
});
