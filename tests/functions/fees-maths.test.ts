import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, elapsedMinutes, hoursAndMinutes, percentToBasisPoints, successFee, timeValue, weekStart } from '@mizan/shared/fees';
import { agreementBody, addTimeEntryBody } from '@mizan/shared/schemas/fees';

/** The fee arithmetic of shared/src/fees.ts: integers only, rounding half up once. */
describe('fee arithmetic', () => {
  it('values minutes at an hourly rate to the centime, half up', () => {
    expect(timeValue(50, 60000)).toBe(50000);
    expect(timeValue(61, 75000)).toBe(76250);
    // 1 minute at 0.10 MAD an hour is 0.1666… centime → 0; 0.5 centime rounds up
    expect(timeValue(1, 10)).toBe(0);
    expect(timeValue(3, 10)).toBe(1);
    expect(timeValue(1, 30)).toBe(1);
  });

  it('never drifts from the exact product by half a centime or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 }), (minutes, rate) => {
        const value = timeValue(minutes, rate);
        expect(Number.isInteger(value)).toBe(true);
        expect(Math.abs(value * 60 - minutes * rate)).toBeLessThanOrEqual(30);
      }),
    );
  });

  it('takes a success fee as a percentage of what is recovered, never below its floor', () => {
    expect(successFee(1_000_000, 1250)).toBe(125_000);
    expect(successFee(1_000_000, 1250, 200_000)).toBe(200_000);
    expect(successFee(333, 3333)).toBe(111);
  });

  it('reads percentages of two decimals at most, more than 0 and at most 100', () => {
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints(0.01)).toBe(1);
    expect(percentToBasisPoints(100)).toBe(10000);
    for (const refused of [0, -1, 100.01, 12.345, Number.NaN]) expect(percentToBasisPoints(refused)).toBeUndefined();
  });

  it('splits minutes into hours and counts a stopped timer in whole minutes, at least one, at most a day', () => {
    expect(hoursAndMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(elapsedMinutes(0, 20_000)).toBe(1);
    expect(elapsedMinutes(0, 25 * 60_000 + 29_000)).toBe(25);
    expect(elapsedMinutes(0, 3 * 24 * 3_600_000)).toBe(24 * 60);
  });

  it('finds the Monday of a week across months and years', () => {
    expect(weekStart('2026-11-12')).toBe('2026-11-09');
    expect(weekStart('2026-11-09')).toBe('2026-11-09');
    expect(weekStart('2026-11-15')).toBe('2026-11-09');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
  });
});

describe('fee schemas', () => {
  it('keeps amounts in centimes and the percentage in basis points', () => {
    const body = agreementBody.parse({
      forfait: { montant: '1000,50', echeances: [{ libelle: 'A', montant: '1000.50', dateEcheance: '2026-12-01' }] },
      resultat: { pourcentage: 12.5, plancher: 20 },
      version: 0,
    });
    expect(body.forfait).toEqual({ montant: 100050, echeances: [{ libelle: 'A', montant: 100050, dateEcheance: '2026-12-01' }] });
    expect(body.resultat).toEqual({ pourcentage: 1250, plancher: 2000 });
  });

  it('names the rule each bad value breaks', () => {
    const codes = (input: unknown) => agreementBody.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(codes({ version: 0 })).toEqual(['horaire:fee_kind_required']);
    expect(codes({ forfait: { montant: 10, echeances: [{ libelle: 'A', montant: 9, dateEcheance: '2026-12-01' }] }, version: 0 })).toEqual([
      'forfait.echeances:instalments_total',
    ]);
    const rate = { idUtilisateur: '01JCONTRACT00000000000000X', taux: 100 };
    expect(codes({ horaire: { taux: [rate, rate] }, version: 0 })).toEqual(['horaire.taux:rate_repeated']);
    expect(
      addTimeEntryBody.safeParse({ idDossier: 'D1', date: '2026-11-02', minutes: 1.5, description: 'x' }).error?.issues[0]?.message,
    ).toBe('minutes_invalid');
  });
});
