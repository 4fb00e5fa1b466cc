import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyRate,
  creditTotals,
  invoiceNumber,
  invoiceTotals,
  paymentStatus,
  pickProvisions,
  provisionsGivenBack,
  type InvoiceLine,
} from '@mizan/shared/invoices';
import { paymentBody, updateInvoiceBody } from '@mizan/shared/schemas/billing';

/** The invoice arithmetic of shared/src/invoices.ts: integers only, VAT per rate rounded half away from zero. */
const noTerms = { exonere: false, retenueTvaBasisPoints: 0, provisionsCentimes: 0 };
const fee = (montantCentimes: number, tauxTvaBasisPoints = 2000): InvoiceLine => ({
  nature: 'HONORAIRES',
  montantCentimes,
  tauxTvaBasisPoints,
});

describe('invoice totals', () => {
  it('rounds VAT once per rate, half away from zero, and keeps disbursements out of the tax base', () => {
    expect(applyRate(1, 5000)).toBe(1); // 0.5 centime → 1
    expect(applyRate(-1, 5000)).toBe(-1);
    expect(applyRate(2, 2000)).toBe(0); // 0.4 → 0
    // Three lines of 0.03 MAD at 20 %: 0.6 + 0.6 + 0.6 centimes per line would give 3, per rate 1.8 → 2.
    expect(invoiceTotals([fee(3), fee(3), fee(3)], noTerms).tvaCentimes).toBe(2);
    const totals = invoiceTotals(
      [fee(100_000), fee(50_000, 1000), { nature: 'DEBOURS', montantCentimes: 12_050, tauxTvaBasisPoints: 2000 }],
      {
        exonere: false,
        retenueTvaBasisPoints: 7500,
        provisionsCentimes: 30_000,
      },
    );
    expect(totals).toEqual({
      htCentimes: 150_000,
      tva: [
        { tauxBasisPoints: 1000, baseCentimes: 50_000, montantCentimes: 5_000 },
        { tauxBasisPoints: 2000, baseCentimes: 100_000, montantCentimes: 20_000 },
      ],
      tvaCentimes: 25_000,
      deboursCentimes: 12_050,
      ttcCentimes: 187_050,
      retenueTvaCentimes: 18_750,
      provisionsCentimes: 30_000,
      netCentimes: 138_300,
    });
  });

  it('charges no VAT to an exempt client', () => {
    expect(invoiceTotals([fee(100_000)], { ...noTerms, exonere: true })).toMatchObject({ tvaCentimes: 0, ttcCentimes: 100_000 });
  });

  it('always totals the sum of its lines plus VAT minus provisions, to the centime', () => {
    const line = fc.record({
      nature: fc.constantFrom('HONORAIRES' as const, 'DEBOURS' as const),
      montantCentimes: fc.integer({ min: 1, max: 1_000_000_000 }),
      tauxTvaBasisPoints: fc.constantFrom(0, 700, 1000, 1400, 2000),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 90 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (lines, exonere, provisions) => {
          const totals = invoiceTotals(lines, { exonere, retenueTvaBasisPoints: 0, provisionsCentimes: provisions });
          const sum = lines.reduce((total, l) => total + l.montantCentimes, 0);
          expect(Number.isSafeInteger(totals.netCentimes)).toBe(true);
          expect(totals.netCentimes).toBe(sum + totals.tvaCentimes - provisions);
          expect(totals.tvaCentimes).toBe(totals.tva.reduce((total, rate) => total + rate.montantCentimes, 0));
          for (const rate of totals.tva)
            expect(Math.abs(rate.montantCentimes * 10_000 - rate.baseCentimes * rate.tauxBasisPoints)).toBeLessThanOrEqual(5_000);
        },
      ),
    );
  });

  it('deducts the provisions picked for a draft: lines plus VAT minus provisions to the centime, never below zero, none above what is left of it', () => {
    const line = fc.record({
      nature: fc.constantFrom('HONORAIRES' as const, 'DEBOURS' as const),
      montantCentimes: fc.integer({ min: 1, max: 100_000_000 }),
      tauxTvaBasisPoints: fc.constantFrom(0, 700, 1000, 1400, 2000),
    });
    const provision = fc.record({ id: fc.uuid(), resteCentimes: fc.integer({ min: 1, max: 100_000_000 }) });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 90 }),
        fc.array(provision, { maxLength: 10 }),
        fc.constantFrom(0, 7500, 10_000),
        (lines, available, withheld) => {
          const terms = { exonere: false, retenueTvaBasisPoints: withheld };
          const gross = invoiceTotals(lines, { ...terms, provisionsCentimes: 0 });
          const due = gross.ttcCentimes - gross.retenueTvaCentimes;
          const uses = pickProvisions(available, due);
          const deducted = uses.reduce((sum, use) => sum + use.montantCentimes, 0);
          const totals = invoiceTotals(lines, { ...terms, provisionsCentimes: deducted });
          const sum = lines.reduce((total, l) => total + l.montantCentimes, 0);
          expect(totals.netCentimes).toBe(sum + totals.tvaCentimes - totals.retenueTvaCentimes - deducted);
          expect(totals.netCentimes).toBeGreaterThanOrEqual(0);
          expect(deducted).toBe(
            Math.min(
              due,
              available.reduce((total, p) => total + p.resteCentimes, 0),
            ),
          );
          uses.forEach((use, index) => {
            expect(use.idProvision).toBe(available[index]!.id);
            expect(use.montantCentimes).toBeGreaterThan(0);
            expect(use.montantCentimes).toBeLessThanOrEqual(available[index]!.resteCentimes);
          });
        },
      ),
    );
  });

  it('numbers the series and words where a payment stands', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-0001');
    expect(invoiceNumber(2026, 12, 'AV-')).toBe('AV-2026-0012');
    expect([paymentStatus(100, 0), paymentStatus(100, 40), paymentStatus(100, 100)]).toEqual(['IMPAYEE', 'PARTIELLE', 'PAYEE']);
    // Credit notes: what they took off is no longer due; credited whole, the invoice is cancelled.
    expect([paymentStatus(100, 60, 40), paymentStatus(100, 0, 40), paymentStatus(100, 0, 100)]).toEqual(['PAYEE', 'IMPAYEE', 'ANNULEE']);
  });
});

describe('credit note totals', () => {
  it('add up, over any split of the lines into credit notes, exactly to the invoice’s totals', () => {
    const line = fc.record({
      nature: fc.constantFrom('HONORAIRES' as const, 'DEBOURS' as const),
      montantCentimes: fc.integer({ min: 1, max: 1_000_000 }),
      tauxTvaBasisPoints: fc.constantFrom(0, 1000, 2000),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(line, fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 3 })), { minLength: 1, maxLength: 10 }),
        fc.constantFrom(0, 7500, 10_000),
        (drawn, withheld) => {
          const terms = { exonere: false, retenueTvaBasisPoints: withheld, provisionsCentimes: 0 };
          const lines = drawn.map(([l]) => l);
          // Each line credited in parts (percentages of what is left), then whatever remains at the end.
          let left = lines.map((l) => l.montantCentimes);
          const notes = [];
          for (let step = 0; step < 3; step++) {
            const next = left.map((amount, i) => amount - Math.floor((amount * (drawn[i]![1][step] ?? 0)) / 100));
            notes.push(
              creditTotals(
                lines.map((l, i) => ({ ...l, montantCentimes: left[i]! })),
                lines.map((l, i) => ({ ...l, montantCentimes: next[i]! })),
                terms,
              ),
            );
            left = next;
          }
          notes.push(
            creditTotals(
              lines.map((l, i) => ({ ...l, montantCentimes: left[i]! })),
              lines.map((l) => ({ ...l, montantCentimes: 0 })),
              terms,
            ),
          );
          const invoice = invoiceTotals(lines, terms);
          for (const field of ['htCentimes', 'tvaCentimes', 'ttcCentimes', 'retenueTvaCentimes', 'netCentimes'] as const)
            expect(notes.reduce((sum, note) => sum + note[field], 0)).toBe(invoice[field]);
          expect(notes.every((note) => note.netCentimes >= 0 && note.tva.every((rate) => rate.montantCentimes >= 0))).toBe(true);
        },
      ),
    );
  });
});

describe('provisions given back by credit notes', () => {
  const uses = [
    { idProvision: 'a', montantCentimes: 300 },
    { idProvision: 'b', montantCentimes: 500 },
  ];
  it('gives back the last deducted first, after what earlier credit notes gave back', () => {
    expect(provisionsGivenBack(uses, 0, 300)).toEqual([{ idProvision: 'b', montantCentimes: 300 }]);
    expect(provisionsGivenBack(uses, 300, 400)).toEqual([
      { idProvision: 'b', montantCentimes: 200 },
      { idProvision: 'a', montantCentimes: 200 },
    ]);
    expect(provisionsGivenBack(uses, 0, 0)).toEqual([]);
  });
  it('gives back, over any split into credit notes, exactly what the invoice deducted of each provision', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 800 }), { maxLength: 6 }), (parts) => {
        const given = new Map<string, number>();
        let back = 0;
        for (const part of parts) {
          const amount = Math.min(part, 800 - back);
          for (const use of provisionsGivenBack(uses, back, amount))
            given.set(use.idProvision, (given.get(use.idProvision) ?? 0) + use.montantCentimes);
          back += amount;
        }
        expect((given.get('a') ?? 0) + (given.get('b') ?? 0)).toBe(back);
        expect(given.get('a') ?? 0).toBeLessThanOrEqual(300);
        expect(given.get('b') ?? 0).toBe(Math.min(back, 500));
      }),
    );
  });
});

describe('invoice schemas', () => {
  it('takes VAT rates in percent as basis points and refuses a line id twice or a float rate', () => {
    const line = { nature: 'HONORAIRES', libelle: 'Consultation', montant: '1000,50', tauxTva: 20 };
    const parsed = updateInvoiceBody.parse({ lignes: [line], exonere: false, retenueTva: 75, version: 1 });
    expect(parsed.lignes[0]).toMatchObject({ montant: 100_050, tauxTva: 2000 });
    const twice = updateInvoiceBody.safeParse({
      lignes: [
        { ...line, id: 'A' },
        { ...line, id: 'A' },
      ],
      exonere: false,
      retenueTva: 0,
      version: 1,
    });
    expect(twice.error?.issues[0]?.message).toBe('invoice_line_repeated');
    expect(updateInvoiceBody.safeParse({ lignes: [{ ...line, tauxTva: 20.001 }], exonere: false, retenueTva: 0, version: 1 }).success).toBe(
      false,
    );
    expect(updateInvoiceBody.safeParse({ lignes: [], exonere: false, retenueTva: 50, version: 1 }).success).toBe(false);
  });

  it('takes a payment in dirhams as centimes', () => {
    expect(paymentBody.parse({ montant: '10,5', mode: 'CHEQUE', date: '2026-11-20' })).toMatchObject({ montant: 1050, mode: 'CHEQUE' });
    expect(paymentBody.safeParse({ montant: 10, mode: 'CARTE', date: '2026-11-20' }).success).toBe(false);
  });
});
