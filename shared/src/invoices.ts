/**
 * Invoice (note d'honoraires) arithmetic, exact in integers: amounts in centimes of MAD, rates in
 * basis points (20 % → 2000). Rounding is stated once: VAT is computed per rate, on the sum of the
 * fee lines of that rate, and a value between two centimes is rounded half away from zero (half up
 * for the positive amounts an invoice holds); lines themselves are whole centimes, so their sums are
 * exact. Disbursements (débours) are outside the tax base: they carry no VAT.
 */

/** The normal VAT rate of the Code général des impôts (docs/design-notes.md, "Invoices"), the firm's default. */
export const DEFAULT_VAT_BASIS_POINTS = 2000;
const BASIS_POINTS = 10_000;

export const LINE_KINDS = ['HONORAIRES', 'DEBOURS'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export type InvoiceLine = { nature: LineKind; montantCentimes: number; tauxTvaBasisPoints: number };
export type InvoiceTerms = {
  /** The client is exempt: no VAT on any line. */
  exonere: boolean;
  /** The share of the VAT the client withholds at source (CGI art. 117-IV), in basis points: 0, 7500 or 10000. */
  retenueTvaBasisPoints: number;
  /** Provisions received on the dossier, deducted from what is due. */
  provisionsCentimes: number;
};

/** `value × basisPoints / 10000` rounded half away from zero. */
export const applyRate = (value: number, basisPoints: number) => {
  const exact = value * basisPoints;
  const sign = exact < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(exact) + BASIS_POINTS) / (2 * BASIS_POINTS));
};

export type InvoiceTotals = {
  /** Fees before tax (the tax base). */
  htCentimes: number;
  /** VAT per rate, in increasing order of rate: its base and its amount. */
  tva: { tauxBasisPoints: number; baseCentimes: number; montantCentimes: number }[];
  tvaCentimes: number;
  /** Disbursements, outside the tax base. */
  deboursCentimes: number;
  /** Fees + VAT + disbursements. */
  ttcCentimes: number;
  /** The VAT the client withholds at source and pays to the Treasury. */
  retenueTvaCentimes: number;
  provisionsCentimes: number;
  /** What the client owes on this invoice: TTC − withheld VAT − provisions. */
  netCentimes: number;
};

/** The totals of an invoice's lines under its terms. */
export const invoiceTotals = (lines: readonly InvoiceLine[], terms: InvoiceTerms): InvoiceTotals => {
  const fees = lines.filter((line) => line.nature === 'HONORAIRES');
  const bases = new Map<number, number>();
  for (const line of fees) {
    const rate = terms.exonere ? 0 : line.tauxTvaBasisPoints;
    bases.set(rate, (bases.get(rate) ?? 0) + line.montantCentimes);
  }
  const tva = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([tauxBasisPoints, baseCentimes]) => ({
      tauxBasisPoints,
      baseCentimes,
      montantCentimes: applyRate(baseCentimes, tauxBasisPoints),
    }));
  const htCentimes = fees.reduce((sum, line) => sum + line.montantCentimes, 0);
  const tvaCentimes = tva.reduce((sum, rate) => sum + rate.montantCentimes, 0);
  const deboursCentimes = lines.filter((line) => line.nature === 'DEBOURS').reduce((sum, line) => sum + line.montantCentimes, 0);
  const ttcCentimes = htCentimes + tvaCentimes + deboursCentimes;
  const retenueTvaCentimes = applyRate(tvaCentimes, terms.retenueTvaBasisPoints);
  return {
    htCentimes,
    tva,
    tvaCentimes,
    deboursCentimes,
    ttcCentimes,
    retenueTvaCentimes,
    provisionsCentimes: terms.provisionsCentimes,
    netCentimes: ttcCentimes - retenueTvaCentimes - terms.provisionsCentimes,
  };
};

/**
 * A credit note's totals: what the invoice's totals lose when its lines' amounts still to credit go
 * from `before` to `after` (each credit note credits part of what is left). Because each one is a
 * difference of the invoice's own rounded totals, the credit notes of an invoice add up exactly to
 * its totals once every line is credited: no centime of rounding is left over or credited twice.
 */
export const creditTotals = (before: readonly InvoiceLine[], after: readonly InvoiceLine[], terms: InvoiceTerms): InvoiceTotals => {
  const from = invoiceTotals(before, terms);
  const to = invoiceTotals(after, terms);
  const left = new Map(to.tva.map((rate) => [rate.tauxBasisPoints, rate]));
  return {
    htCentimes: from.htCentimes - to.htCentimes,
    tva: from.tva
      .map((rate) => ({
        tauxBasisPoints: rate.tauxBasisPoints,
        baseCentimes: rate.baseCentimes - (left.get(rate.tauxBasisPoints)?.baseCentimes ?? 0),
        montantCentimes: rate.montantCentimes - (left.get(rate.tauxBasisPoints)?.montantCentimes ?? 0),
      }))
      .filter((rate) => rate.baseCentimes > 0),
    tvaCentimes: from.tvaCentimes - to.tvaCentimes,
    deboursCentimes: from.deboursCentimes - to.deboursCentimes,
    ttcCentimes: from.ttcCentimes - to.ttcCentimes,
    retenueTvaCentimes: from.retenueTvaCentimes - to.retenueTvaCentimes,
    provisionsCentimes: 0,
    netCentimes: from.netCentimes - to.netCentimes,
  };
};

/** An invoice's number in its firm's series of a year: `2026-0001`; a credit note's: `AV-2026-0001`. */
export const invoiceNumber = (year: number, sequence: number, prefix = '') => `${prefix}${year}-${String(sequence).padStart(4, '0')}`;

export const PAYMENT_METHODS = ['ESPECES', 'CHEQUE', 'VIREMENT', 'EFFET'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const INVOICE_STATUSES = ['BROUILLON', 'EMISE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/**
 * Where an issued invoice stands with its payments and credit notes: ANNULEE once credit notes
 * credit it whole (nothing was paid then: a credit note never exceeds what is unpaid), else what
 * is paid against what is due net of the credit notes.
 */
export type PaymentStatus = 'IMPAYEE' | 'PARTIELLE' | 'PAYEE' | 'ANNULEE';
export const paymentStatus = (dueCentimes: number, paidCentimes: number, creditedCentimes = 0): PaymentStatus =>
  creditedCentimes > 0 && creditedCentimes >= dueCentimes
    ? 'ANNULEE'
    : paidCentimes >= dueCentimes - creditedCentimes
      ? 'PAYEE'
      : paidCentimes > 0
        ? 'PARTIELLE'
        : 'IMPAYEE';

/** A provision (payment on account) a draft deducts: how much of it. */
export type ProvisionUse = { idProvision: string; montantCentimes: number };

/**
 * The provisions a draft deducts from what its lines leave due (`dueCentimes`: TTC − withheld
 * VAT), oldest first, each up to what is left of it: never more than is due, so an invoice's net
 * is never negative; a provision that does not fit whole is used in part, its rest kept for the
 * next invoice.
 */
export const pickProvisions = (available: readonly { id: string; resteCentimes: number }[], dueCentimes: number): ProvisionUse[] => {
  const uses: ProvisionUse[] = [];
  let left = Math.max(0, dueCentimes);
  for (const provision of available) {
    const used = Math.min(provision.resteCentimes, left);
    if (used <= 0) break;
    uses.push({ idProvision: provision.id, montantCentimes: used });
    left -= used;
  }
  return uses;
};

/**
 * What a credit note gives back of the provisions its invoice deducted (`uses`), when it credits
 * `amountCentimes` beyond what is unpaid: the last deducted first, after what earlier credit notes
 * gave back (`givenBackCentimes`), each up to what it deducted.
 */
export const provisionsGivenBack = (uses: readonly ProvisionUse[], givenBackCentimes: number, amountCentimes: number): ProvisionUse[] => {
  const back: ProvisionUse[] = [];
  let skip = givenBackCentimes;
  let left = amountCentimes;
  for (const use of [...uses].reverse()) {
    const open = Math.max(0, use.montantCentimes - skip);
    skip = Math.max(0, skip - use.montantCentimes);
    const given = Math.min(open, left);
    if (given > 0) back.push({ idProvision: use.idProvision, montantCentimes: given });
    left -= given;
  }
  return back;
};
