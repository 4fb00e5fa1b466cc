import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import holidayData from '../../functions/src/reference/holidays-ma.json';
import {
  addCalendarDays,
  addWorkingDays,
  casablancaToday,
  holidayOn,
  holidaysOf,
  isClosedDay,
  isWeekend,
  nextOpenDay,
  workingDaysBefore,
} from '../../functions/src/services/working-days';

const DAY_MS = 86_400_000;
/** Any date from 2024 to 2029 (around the years the holiday list covers, and beyond it). */
const date = fc
  .integer({ min: Date.UTC(2024, 0, 1) / DAY_MS, max: Date.UTC(2029, 11, 31) / DAY_MS })
  .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
/** Up to six firm closure days in the same span. */
const closures = fc.uniqueArray(date, { maxLength: 6 });
const count = fc.integer({ min: 0, max: 60 });

describe('working days: properties', () => {
  it('never lands on a closed day (calendar or working days, with or without firm closures)', () => {
    fc.assert(
      fc.property(date, count, closures, (start, n, closed) => {
        expect(isClosedDay(addWorkingDays(start, n, closed), closed)).toBe(false);
        expect(isClosedDay(addCalendarDays(start, n, closed), closed)).toBe(false);
      }),
    );
  });

  it('adding 0 working days to an open day is the identity', () => {
    fc.assert(
      fc.property(date, closures, (start, closed) => {
        fc.pre(!isClosedDay(start, closed));
        expect(addWorkingDays(start, 0, closed)).toBe(start);
        expect(addCalendarDays(start, 0, closed)).toBe(start);
      }),
    );
  });

  it('is monotonic in N, strictly so for working days from 1 on', () => {
    fc.assert(
      fc.property(date, count, count, closures, (start, a, b, closed) => {
        const [n, m] = a <= b ? [a, b] : [b, a];
        expect(addWorkingDays(start, n, closed) <= addWorkingDays(start, m, closed)).toBe(true);
        expect(addCalendarDays(start, n, closed) <= addCalendarDays(start, m, closed)).toBe(true);
        if (n >= 1 && n < m) expect(addWorkingDays(start, n, closed) < addWorkingDays(start, m, closed)).toBe(true);
      }),
    );
  });

  it('counts exactly N open days strictly after the start', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 30 }), closures, (start, n, closed) => {
        const end = addWorkingDays(start, n, closed);
        let open = 0;
        for (let day = Date.parse(start) / DAY_MS + 1; day <= Date.parse(end) / DAY_MS; day++)
          if (!isClosedDay(new Date(day * DAY_MS).toISOString().slice(0, 10), closed)) open++;
        expect(open).toBe(n);
      }),
    );
  });

  it('a calendar-day deadline is never earlier than the plain date and is the next open day from it', () => {
    fc.assert(
      fc.property(date, count, (start, n) => {
        const plain = new Date(Date.parse(start) + n * DAY_MS).toISOString().slice(0, 10);
        expect(addCalendarDays(start, n)).toBe(nextOpenDay(plain));
      }),
    );
  });
});

describe('working days before a day (a task due before its deadline)', () => {
  it('lands on an open day N open days back, and counting forward again returns to an open start', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 1, max: 30 }), closures, (start, n, closed) => {
        fc.pre(!isClosedDay(start, closed));
        const before = workingDaysBefore(start, n, closed);
        expect(isClosedDay(before, closed)).toBe(false);
        expect(addWorkingDays(before, n, closed)).toBe(start);
      }),
    );
  });

  it('skips the weekend and the firm closure days, and 0 is the day itself', () => {
    // Monday 7 December 2026: two working days before is Thursday 3, or Wednesday 2 when the firm is closed on Friday 4.
    expect(workingDaysBefore('2026-12-07', 2)).toBe('2026-12-03');
    expect(workingDaysBefore('2026-12-07', 2, ['2026-12-04'])).toBe('2026-12-02');
    expect(workingDaysBefore('2026-12-07', 0)).toBe('2026-12-07');
  });
});

describe('working days: examples', () => {
  it('skips the weekend', () => {
    expect(isWeekend('2026-11-21')).toBe(true); // Saturday
    expect(isWeekend('2026-11-22')).toBe(true); // Sunday
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 → Monday
    expect(addWorkingDays('2026-11-21', 0)).toBe('2026-11-23'); // a Saturday rolls to Monday
  });

  it('skips Eid al-Fitr 2025 (Monday 31 March and Tuesday 1 April)', () => {
    expect(addWorkingDays('2025-03-28', 1)).toBe('2025-04-02'); // Friday → Wednesday
    expect(addCalendarDays('2025-03-24', 7)).toBe('2025-04-02'); // lands on Monday 31, rolls over Eid
  });

  it('skips Eid al-Adha 2026 (27–28 May, predicted) and says it is approximate', () => {
    expect(holidayOn('2026-05-27')).toMatchObject({ kind: 'religious', approximate: true });
    expect(addWorkingDays('2026-05-26', 1)).toBe('2026-05-29');
  });

  it('rolls over the August cluster: Oued Eddahab, Revolution, Youth Day and the predicted Mawlid 2026', () => {
    // Fri 14 Aug holiday, weekend, Thu 20 and Fri 21 holidays, weekend, Wed 26 and Thu 27 Mawlid.
    expect(addWorkingDays('2026-08-13', 1)).toBe('2026-08-17');
    expect(addWorkingDays('2026-08-19', 1)).toBe('2026-08-24');
    expect(addWorkingDays('2026-08-25', 1)).toBe('2026-08-28');
    expect(addCalendarDays('2026-08-13', 7)).toBe('2026-08-24');
  });

  it('crosses the year end: 1 January, then 11 and 14 January', () => {
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04'); // Fri 1 Jan holiday, then the weekend
    expect(addCalendarDays('2027-01-09', 2)).toBe('2027-01-12'); // Mon 11 Jan is a holiday
    expect(addWorkingDays('2027-01-13', 1)).toBe('2027-01-15'); // Thu 14 Jan (Yennayer) skipped
  });

  it('knows the fixed civil holidays beyond the dated list, and Unity Day only from 2026', () => {
    expect(holidayOn('2028-11-18')).toMatchObject({ kind: 'civil' });
    expect(holidayOn('2030-07-30')?.name.fr).toBe('Fête du Trône');
    expect(holidayOn('2025-10-31')).toBeUndefined();
    expect(holidayOn('2028-10-31')?.name.en).toBe('Unity Day');
    expect(holidayOn('2023-01-14')).toBeUndefined();
  });

  it('the civil rule agrees with every civil date of the list', () => {
    const civil = (holidayData as { date: string; kind: string }[]).filter((h) => h.kind === 'civil');
    for (const year of [2025, 2026, 2027]) {
      const listed = civil.filter((h) => h.date.startsWith(String(year))).map((h) => h.date);
      const computed = holidaysOf(year)
        .filter((h) => h.kind === 'civil')
        .map((h) => h.date);
      expect(computed).toEqual(listed);
    }
  });

  it('skips the firm closure days it is given', () => {
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-25');
    expect(addWorkingDays('2026-12-23', 2, ['2026-12-24', '2026-12-25'])).toBe('2026-12-29');
    expect(nextOpenDay('2026-12-24', new Set(['2026-12-24']))).toBe('2026-12-25');
  });

  it('refuses a malformed date or count', () => {
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-02-01', -1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-02-01', 1.5)).toThrow(RangeError);
  });

  it("reads today's date in Casablanca, not in UTC", () => {
    // 23:30 UTC on 21 Nov 2026 is already 22 Nov at 00:30 in Morocco (UTC+1).
    expect(casablancaToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(casablancaToday(new Date('2026-11-21T22:30:00Z'))).toBe('2026-11-21');
  });
});
