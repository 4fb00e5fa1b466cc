import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTIMES, parseAmount, toDirhams } from '@mizan/shared/money';
import { addActionBody, addExpenseBody } from '@mizan/shared/schemas/dossiers';

describe('parseAmount: exact dirhams as centimes', () => {
  it.each([
    [1250.5, 125050],
    ['1250.50', 125050],
    ['1250,5', 125050],
    [' 12 ', 1200],
    [0.1, 10],
    [0.29, 29],
    ['0.01', 1],
    [10_000_000, MAX_AMOUNT_CENTIMES],
    ['10000000.00', MAX_AMOUNT_CENTIMES],
    ['007.10', 710],
    [1.005e2, 10050],
  ])('%j → %i centimes', (value, centimes) => {
    expect(parseAmount(value)).toEqual({ centimes });
  });

  it.each([
    [0, 'amount_positive'],
    ['0,00', 'amount_positive'],
    [-5, 'amount_positive'],
    ['-0.5', 'amount_positive'],
    [10.123, 'amount_decimals'],
    ['0.001', 'amount_decimals'],
    [1e-7, 'amount_decimals'],
    // what a float sum sends: more decimals than centimes, refused rather than rounded
    [0.1 + 0.2, 'amount_decimals'],
    [10_000_000.01, 'amount_too_large'],
    ['10000000.001', 'amount_too_large'],
    [1e21, 'amount_too_large'],
    ['99999999999999999999', 'amount_too_large'],
    ['1 250,50', 'amount_invalid'],
    ['12.', 'amount_invalid'],
    ['.5', 'amount_invalid'],
    ['1e3', 'amount_invalid'],
    ['abc', 'amount_invalid'],
    [Number.NaN, 'amount_invalid'],
    [Number.POSITIVE_INFINITY, 'amount_invalid'],
    [true, 'amount_invalid'],
    [{ montant: 1 }, 'amount_invalid'],
    [undefined, 'required'],
    ['  ', 'required'],
  ])('%j is refused: %s', (value, error) => {
    expect(parseAmount(value)).toEqual({ error });
  });

  it('reads back every centime amount it accepts, written as a number or as a string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_CENTIMES }), (centimes) => {
        const dirhams = toDirhams(centimes);
        expect(parseAmount(dirhams)).toEqual({ centimes });
        expect(parseAmount(dirhams.toFixed(2))).toEqual({ centimes });
        expect(parseAmount(dirhams.toFixed(2).replace('.', ','))).toEqual({ centimes });
      }),
    );
  });

  it('is the body rule of AddDepense, with the message code on `montant`; impossible dates are refused, never thrown', () => {
    const body = { idDossier: '01JDOSSIER0000000000000000', idTypeDepense: 'HON', dateDepense: '2026-03-05' };
    expect(addExpenseBody.parse({ ...body, montant: '1250,50' }).montant).toBe(125050);
    const refused = addExpenseBody.safeParse({ ...body, montant: 0.125 });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['montant'], message: 'amount_decimals' })]);
    expect(addExpenseBody.safeParse({ ...body }).error?.issues[0]).toMatchObject({ path: ['montant'], message: 'required' });
    expect(addExpenseBody.safeParse({ ...body, montant: null }).error?.issues[0]).toMatchObject({ message: 'required' });
    expect(addExpenseBody.safeParse({ ...body, montant: [1] }).error?.issues[0]).toMatchObject({ message: 'amount_invalid' });
    for (const dateDepense of ['2026-02-30', '2026-13-45', '2026-00-10'])
      expect(addExpenseBody.safeParse({ ...body, montant: 5, dateDepense }).error?.issues[0]).toMatchObject({
        path: ['dateDepense'],
        message: 'date_invalid',
      });
    for (const dateAction of ['2026-13-45', '2026-02-30T10:00:00Z', '2026-03-05T25:00:00Z', '2026-03-05T10:00'])
      expect(
        addActionBody.safeParse({ idDossier: body.idDossier, idTypeAction: 'APL', valeur: 'x', dateAction }).error?.issues[0],
      ).toMatchObject({
        path: ['dateAction'],
        message: 'date_invalid',
      });
  });
});
