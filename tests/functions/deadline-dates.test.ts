import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  casablancaInstant,
  casablancaWallTime,
  computeChainedDate,
  deadlineDateText,
  isPast,
  moveLabel,
  readDeadlineDate,
} from '../../functions/src/services/deadline-dates';
import { addDeadlineBody } from '@mizan/shared/schemas/dossiers';
import { holidayOn, holidaysKnown, isClosedDay, isWeekend } from '../../functions/src/services/working-days';

const DAY_MS = 86_400_000;
const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** Realisation days from 2025 to 2029: the years the holiday list covers, and after it. */
const date = fc.integer({ min: Date.UTC(2025, 0, 1) / DAY_MS, max: Date.UTC(2029, 11, 31) / DAY_MS }).map(toDate);
/** Up to eight closure days with or without a reason, in the same span. */
const closures = fc
  .uniqueArray(fc.tuple(date, fc.constantFrom('', 'Séminaire', 'Inventaire')), { maxLength: 8, selector: ([d]) => d })
  .map((entries) => new Map(entries));
const delay = fc.integer({ min: 0, max: 120 });

describe('chained deadline dates: properties', () => {
  it('never lands on a closed day, never before realisation day + delay, and gives a reason for every day it moved past', () => {
    fc.assert(
      fc.property(date, delay, closures, (from, delais, closed) => {
        const computed = computeChainedDate(from, delais, closed);
        const closedDays = [...closed.keys()];
        expect(computed.dateCalculee).toBe(toDate(dayOf(from) + delais));
        expect(isClosedDay(computed.date, closedDays)).toBe(false);
        expect(computed.date >= computed.dateCalculee).toBe(true);
        // every day from the computed one to the date is closed, one reason each, in order
        const skipped = Array.from({ length: dayOf(computed.date) - dayOf(computed.dateCalculee) }, (_, i) =>
          toDate(dayOf(computed.dateCalculee) + i),
        );
        expect(computed.motifs.map((m) => m.date)).toEqual(skipped);
        for (const move of computed.motifs) {
          expect(isClosedDay(move.date, closedDays)).toBe(true);
          if (move.nature === 'holiday') expect(holidayOn(move.date)).toBeDefined();
          if (move.nature === 'closure') expect(closed.has(move.date) && !holidayOn(move.date)).toBe(true);
          if (move.nature === 'weekend') expect(isWeekend(move.date) && !holidayOn(move.date) && !closed.has(move.date)).toBe(true);
        }
      }),
    );
  });

  it('is checked exactly when every year it spans has its holidays listed', () => {
    fc.assert(
      fc.property(date, delay, (from, delais) => {
        const computed = computeChainedDate(from, delais, new Map());
        const years = [Number(computed.dateCalculee.slice(0, 4)), Number(computed.date.slice(0, 4))];
        expect(computed.verifiee).toBe(years.every(holidaysKnown));
      }),
    );
  });
});

describe('chained deadline dates: examples and reasons', () => {
  it('moves a Saturday to Monday, naming both weekend days in each language', () => {
    // Sunday 22 Nov 2026 + 6 days = Saturday 28 Nov → Monday 30 Nov.
    const computed = computeChainedDate('2026-11-22', 6, new Map());
    expect(computed).toMatchObject({ dateCalculee: '2026-11-28', date: '2026-11-30', verifiee: true });
    expect(computed.motifs.map((m) => m.nature)).toEqual(['weekend', 'weekend']);
    expect(computed.motifs.map((m) => moveLabel(m, 'fr'))).toEqual(['samedi', 'dimanche']);
    expect(moveLabel(computed.motifs[0]!, 'en')).toBe('Saturday');
    expect(moveLabel(computed.motifs[0]!, 'ar')).toBe('السبت');
  });

  it('moves past a holiday and says which one ("Aïd Al Fitr"), then past the weekend', () => {
    // Eid al-Fitr 2025: Monday 31 March and Tuesday 1 April.
    const computed = computeChainedDate('2025-03-24', 7, new Map());
    expect(computed.date).toBe('2025-04-02');
    expect(computed.motifs.map((m) => [m.date, m.nature])).toEqual([
      ['2025-03-31', 'holiday'],
      ['2025-04-01', 'holiday'],
    ]);
    expect(moveLabel(computed.motifs[0]!, 'fr')).toMatch(/^Aïd Al Fitr/);
    expect(moveLabel(computed.motifs[0]!, 'ar')).toMatch(/^عيد الفطر/);
    // New Year 2027 is a Friday: the date goes to Monday 4 January.
    const newYear = computeChainedDate('2026-12-25', 7, new Map());
    expect(newYear.date).toBe('2027-01-04');
    expect(newYear.motifs.map((m) => moveLabel(m, 'en'))).toEqual(["New Year's Day", 'Saturday', 'Sunday']);
  });

  it("moves past the firm's closure days and gives their reason", () => {
    const computed = computeChainedDate('2026-12-01', 2, new Map([['2026-12-03', 'Séminaire du cabinet']]));
    expect(computed.date).toBe('2026-12-04');
    expect(computed.motifs).toEqual([{ date: '2026-12-03', nature: 'closure', motif: 'Séminaire du cabinet' }]);
    expect(moveLabel(computed.motifs[0]!, 'fr')).toBe('Fermeture du cabinet — Séminaire du cabinet');
    expect(moveLabel({ date: '2026-12-03', nature: 'closure' }, 'ar')).toBe('إغلاق المكتب');
  });

  it('does not move an open day, and says when the holidays of its year are not known', () => {
    expect(computeChainedDate('2026-11-23', 2, new Map())).toMatchObject({ date: '2026-11-25', motifs: [], verifiee: true });
    const later = computeChainedDate('2027-12-20', 30, new Map());
    expect(later.date >= '2028-01-19').toBe(true);
    expect(later.verifiee).toBe(false);
  });
});

describe('deadline dates in Casablanca', () => {
  it('reads a day, a Casablanca day and time, and an instant on Casablanca clocks', () => {
    expect(readDeadlineDate('2026-12-03')).toEqual({ day: '2026-12-03' });
    expect(readDeadlineDate('2026-12-03T09:30')).toEqual({ day: '2026-12-03', time: '09:30' });
    expect(readDeadlineDate('2026-12-03T09:30:45')).toEqual({ day: '2026-12-03', time: '09:30' });
    // Morocco is UTC+1 except during Ramadan (UTC+0): 23:30 UTC on 3 Dec is 00:30 on 4 Dec there.
    expect(readDeadlineDate('2026-12-03T23:30:00.000Z')).toEqual({ day: '2026-12-04', time: '00:30' });
    expect(readDeadlineDate('2026-12-03T10:30:00+0200')).toEqual({ day: '2026-12-03', time: '09:30' });
  });

  it('writes a timed deadline with the offset Casablanca has that day (UTC+0 in Ramadan, UTC+1 otherwise)', () => {
    expect(casablancaInstant('2026-12-03', '09:30')).toBe('2026-12-03T09:30:00+01:00');
    expect(casablancaInstant('2026-03-01', '09:30')).toBe('2026-03-01T09:30:00+00:00');
    expect(deadlineDateText({ day: '2026-12-03' })).toBe('2026-12-03');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }), (ms) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000);
        const { day, time } = casablancaWallTime(instant);
        // round trip, except in the hour the clocks go back, which names two instants
        const back = Date.parse(casablancaInstant(day, time));
        expect(Math.abs(back - instant.getTime()) === 0 || Math.abs(back - instant.getTime()) === 3_600_000).toBe(true);
      }),
    );
  });

  it('is overdue the day after a day deadline, and from the minute after a timed one', () => {
    const now = new Date('2026-12-03T08:31:00Z'); // 09:31 in Casablanca
    expect(isPast({ day: '2026-12-03' }, now)).toBe(false);
    expect(isPast({ day: '2026-12-02' }, now)).toBe(true);
    expect(isPast({ day: '2026-12-03', time: '09:30' }, now)).toBe(true);
    expect(isPast({ day: '2026-12-03', time: '09:45' }, now)).toBe(false);
  });
});

describe('the deadline form (shared schema)', () => {
  const codes = (body: Record<string, unknown>) => {
    const result = addDeadlineBody.safeParse({ idDossier: '01JDOSSIER0000000000000000', ...body });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it("answers the specification's message when the date or the type is missing or invalid", () => {
    expect(codes({})).toEqual(['idtypeecheance:deadline_invalid', 'dateecheance:deadline_invalid']);
    expect(codes({ idtypeecheance: '  ', dateecheance: '2026-02-30' })).toEqual([
      'idtypeecheance:deadline_invalid',
      'dateecheance:deadline_invalid',
    ]);
    for (const bad of ['03/12/2026', '2026-12-03T24:00', '2026-12-03T09:60', '2026-12-3', '0099-12-03', '2026-12-03T09:30+99:99', ''])
      expect(codes({ idtypeecheance: 'AUD', dateecheance: bad }), bad).toEqual(['dateecheance:deadline_invalid']);
  });

  it('takes a day, a day and a time, or an instant; the old client’s id is accepted and ignored', () => {
    for (const good of ['2026-12-03', '2026-12-03T09:30', '2026-12-03T09:30:00', '2026-12-03T08:30:00.000Z', '2026-12-03T09:30+01:00'])
      expect(codes({ idtypeecheance: 'AUD', dateecheance: good }), good).toEqual([]);
    expect(
      addDeadlineBody.parse({ id: 'x', idDossier: '01JDOSSIER0000000000000000', idtypeecheance: 'AUD', dateecheance: '2026-12-03' }),
    ).toMatchObject({ alerte: false, idtypeecheance: 'AUD', dateecheance: '2026-12-03' });
  });
});
