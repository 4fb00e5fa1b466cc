import { describe, expect, it } from 'vitest';
import { amountInWords } from '@mizan/functions/print/amount-in-words';

/** The total in words an invoice closes on, in its three languages. */
describe('an amount in words', () => {
  it('words dirhams and centimes in French, with the agreements of written French', () => {
    expect(amountInWords(1, 'fr')).toBe('zéro dirham et un centime');
    expect(amountInWords(100, 'fr')).toBe('un dirham');
    expect(amountInWords(8_000, 'fr')).toBe('quatre-vingts dirhams');
    expect(amountInWords(120_000, 'fr')).toBe('mille deux cents dirhams');
    expect(amountInWords(202_150, 'fr')).toBe('deux mille vingt et un dirhams et cinquante centimes');
    expect(amountInWords(100_000_000, 'fr')).toBe('un million de dirhams');
    expect(amountInWords(100_000_081, 'fr')).toBe('un million de dirhams et quatre-vingt-un centimes');
  });

  it('words them in Arabic, the counted noun agreeing with its number', () => {
    expect(amountInWords(1, 'ar')).toBe('صفر درهم وسنتيم واحد');
    expect(amountInWords(100, 'ar')).toBe('درهم واحد');
    expect(amountInWords(200, 'ar')).toBe('درهمان');
    expect(amountInWords(300, 'ar')).toBe('ثلاثة دراهم');
    expect(amountInWords(8_000, 'ar')).toBe('ثمانون درهماً');
    expect(amountInWords(202_150, 'ar')).toBe('ألفان وواحد وعشرون درهماً وخمسون سنتيماً');
    expect(amountInWords(100_000_000, 'ar')).toBe('مليون درهم');
  });

  it('words them in English', () => {
    expect(amountInWords(1, 'en')).toBe('zero dirhams and one centime');
    expect(amountInWords(100, 'en')).toBe('one dirham');
    expect(amountInWords(202_150, 'en')).toBe('two thousand and twenty-one dirhams and fifty centimes');
    expect(amountInWords(100_000_000, 'en')).toBe('one million dirhams');
  });
});
