import * as z from 'zod';

/**
 * Amounts in dirhams (MAD) are exact: read as a number or a decimal string with at most two
 * decimals, kept as a whole number of centimes (never a float sum), more than 0 and at most
 * 10,000,000.00. The screens and the API apply the same rule; each failure is a message code of
 * messages.ts.
 */
export const MAX_AMOUNT_CENTIMES = 1_000_000_000;

export type AmountError = 'required' | 'amount_invalid' | 'amount_positive' | 'amount_too_large' | 'amount_decimals';
export type AmountCheck = { centimes: number } | { error: AmountError };

/** Digits, then a point or a comma and more digits; a leading minus only to say why it is refused. */
const DECIMAL = /^(-?)(\d+)(?:[.,](\d+))?$/;

/** A number in full, in its shortest decimal writing (0.1 as "0.1", 1e-7 as "0.0000001"); '' when not finite. */
const numberText = (value: number) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : '';

/**
 * A number (its shortest decimal writing, so 0.1 reads 0.1) or a string such as "1250,50" or
 * "1250.5", as centimes: 1250.5 → 125050.
 */
export const parseAmount = (value: unknown): AmountCheck => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return { error: 'required' };
  if (typeof value !== 'number' && typeof value !== 'string') return { error: 'amount_invalid' };
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return { error: 'amount_invalid' };
  const [, minus, whole = '', decimals = ''] = match;
  const significant = decimals.replace(/0+$/, '');
  if (minus || /^0*$/.test(whole + significant)) return { error: 'amount_positive' };
  if (Number(`${whole}.${significant || '0'}`) > MAX_AMOUNT_CENTIMES / 100) return { error: 'amount_too_large' };
  if (significant.length > 2) return { error: 'amount_decimals' };
  return { centimes: Number(whole) * 100 + Number(significant.padEnd(2, '0')) };
};

/** Centimes as the wire's number of dirhams: 125050 → 1250.5. */
export const toDirhams = (centimes: number) => centimes / 100;

/** The request field `montant`: a number or a decimal string of dirhams, answered as centimes. */
export const amount = () =>
  z
    .union([z.number(), z.string().max(40)], {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'amount_invalid'),
    })
    .transform((value, context) => {
      const checked = parseAmount(value);
      if ('centimes' in checked) return checked.centimes;
      context.addIssue({ code: 'custom', message: checked.error });
      return z.NEVER;
    });
