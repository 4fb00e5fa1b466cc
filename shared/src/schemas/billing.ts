import * as z from 'zod';
import { LINE_KINDS, PAYMENT_METHODS } from '../invoices.ts';
import { amount } from '../money.ts';
import { id, isoDate, optionalText, requiredText } from '../validation.ts';
import { isDay } from './dossiers.ts';
import { page, pageQuery } from './paging.ts';

/**
 * Billing (issue 30, second slice): a dossier's invoices (notes d'honoraires), drafted from its
 * unbilled work, issued under the firm's continuous series, and their payments. Amounts arrive as
 * dirhams (a number or a decimal string, shared/src/money.ts) and are answered as whole centimes
 * (`…Centimes`); rates are answered in basis points (20 % → 2000), never a float.
 */

const version = (example: number) =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .meta({ examples: [example] });
const day = () => isoDate().refine(isDay, { error: 'date_invalid' });

/** A VAT rate in percent, 0 to 100 with two decimals at most, kept in basis points (20 → 2000). */
const vatRate = () =>
  z
    .number({ error: 'vat_rate_invalid' })
    .min(0, { error: 'vat_rate_invalid' })
    .max(100, { error: 'vat_rate_invalid' })
    .refine((percent) => Number.isInteger(Math.round(percent * 100)) && Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, {
      error: 'vat_rate_invalid',
    })
    .transform((percent) => Math.round(percent * 100))
    .meta({ examples: [20] });

/** The share of the VAT a client withholds at source (CGI art. 117-IV): none, 75 % or 100 %. */
const WITHHOLDING = [0, 75, 100] as const;

/**
 * A draft's line as staff save it: fees (HONORAIRES, taxed at `tauxTva` percent) or a disbursement
 * (DEBOURS, outside the tax base: no rate). `id` names a line the draft already has, which keeps
 * what it bills (time entries, an expense, an instalment); a line without one bills nothing else.
 */
const lineBody = z.object({
  id: z.string().max(64, { error: 'invalid_value' }).optional(),
  nature: z.enum(LINE_KINDS, { error: 'invalid_value' }),
  libelle: requiredText(300),
  montant: amount(),
  tauxTva: vatRate().optional(),
});

/** A new draft: the dossier's unbilled work is picked; the client may be exempt or withhold VAT. */
export const createInvoiceBody = z.object({
  exonere: z.boolean({ error: 'invalid_value' }).default(false),
  retenueTva: z
    .union(
      WITHHOLDING.map((value) => z.literal(value)),
      { error: 'invalid_value' },
    )
    .default(0),
  tauxTva: vatRate().optional(),
});

/** A draft's edit: all its lines (max 90, what one issue's transaction can mark billed), its terms, at the version read. */
export const updateInvoiceBody = z.object({
  lignes: z
    .array(lineBody)
    .max(90, { error: 'invoice_too_many_lines' })
    .refine((lines) => new Set(lines.flatMap((line) => (line.id ? [line.id] : []))).size === lines.filter((line) => line.id).length, {
      error: 'invoice_line_repeated',
    }),
  exonere: z.boolean({ error: 'invalid_value' }),
  retenueTva: z.union(
    WITHHOLDING.map((value) => z.literal(value)),
    { error: 'invalid_value' },
  ),
  version: version(1),
});

/** Issue a draft at the version read. */
export const issueInvoiceBody = z.object({ version: version(1) });

export const paymentBody = z.object({
  montant: amount().meta({ examples: ['10,00'] }),
  mode: z.enum(PAYMENT_METHODS, { error: 'invalid_value' }),
  date: day(),
  reference: optionalText(100),
});

/** A provision (payment on account) received on a dossier before the work: the same fields as a payment. */
export const provisionBody = paymentBody;

/** A provision as staff read it: what was received, and what is left of it for invoices to deduct. */
export const provision = z.object({
  id: z.string(),
  montantCentimes: z.number().int(),
  resteCentimes: z.number().int(),
  mode: z.enum(PAYMENT_METHODS),
  date: z.string(),
  reference: z.string().nullable(),
  auteur: z.string(),
  creeLe: z.string(),
});

/** A page of a dossier's provisions, newest first. */
export const provisionPage = page(provision);
export const provisionQuery = pageQuery;

/**
 * A credit note (avoir) of an issued invoice: whole when `lignes` is left out (every line's amount
 * still to credit), else the lines named, each for an amount up to what is left to credit of it.
 */
export const creditNoteBody = z.object({
  motif: requiredText(300).meta({ examples: ['Erreur sur le taux horaire'] }),
  lignes: z
    .array(z.object({ id: z.string().max(64, { error: 'invalid_value' }), montant: amount() }))
    .min(1, { error: 'credit_note_no_line' })
    .max(90, { error: 'invoice_too_many_lines' })
    .refine((lines) => new Set(lines.map((line) => line.id)).size === lines.length, { error: 'invoice_line_repeated' })
    .optional(),
});

const line = z.object({
  id: z.string(),
  nature: z.enum(LINE_KINDS),
  libelle: z.string(),
  montantCentimes: z.number().int(),
  tauxTvaBasisPoints: z.number().int(),
  /** What the line bills: time entries, an expense, an instalment of the flat fee; none for a line added by hand. */
  source: z.enum(['TEMPS', 'DEPENSE', 'FORFAIT', 'MANUELLE']),
});

const totals = z.object({
  htCentimes: z.number().int(),
  tva: z.array(z.object({ tauxBasisPoints: z.number().int(), baseCentimes: z.number().int(), montantCentimes: z.number().int() })),
  tvaCentimes: z.number().int(),
  deboursCentimes: z.number().int(),
  ttcCentimes: z.number().int(),
  retenueTvaCentimes: z.number().int(),
  provisionsCentimes: z.number().int(),
  netCentimes: z.number().int(),
});

const payment = z.object({
  id: z.string(),
  montantCentimes: z.number().int(),
  mode: z.enum(PAYMENT_METHODS),
  date: z.string(),
  reference: z.string().nullable(),
  auteur: z.string(),
});

/** A credit note as staff and the invoice's client read it: the lines it credits (amounts before tax) and its totals. */
export const creditNote = z.object({
  id: z.string(),
  numero: z.string(),
  date: z.string(),
  motif: z.string(),
  lignes: z.array(
    z.object({
      idLigne: z.string(),
      nature: z.enum(LINE_KINDS),
      libelle: z.string(),
      montantCentimes: z.number().int(),
      tauxTvaBasisPoints: z.number().int(),
    }),
  ),
  totaux: totals,
  auteur: z.string(),
});

/**
 * An issued invoice sent to the dossier's clients: when, by whom, to which addresses, and the
 * document of the dossier that holds the PDF sent (PB: the clients see it on their dossier).
 */
export const invoiceSending = z.object({ date: z.string(), par: z.string(), destinataires: z.array(z.string()), idDocument: z.string() });

/** An invoice as staff read it (a client reads issued ones only, the same fields). */
export const invoice = z.object({
  id: z.string(),
  idDossier: z.string(),
  statut: z.enum(['BROUILLON', 'EMISE']),
  numero: z.string().nullable(),
  dateEmission: z.string().nullable(),
  lignes: z.array(line),
  exonere: z.boolean(),
  retenueTvaBasisPoints: z.number().int(),
  totaux: totals,
  payeCentimes: z.number().int(),
  /** What its credit notes took off (their net amounts). */
  avoirCentimes: z.number().int(),
  /** Net due − credit notes − payments. */
  resteCentimes: z.number().int(),
  paiement: z.enum(['IMPAYEE', 'PARTIELLE', 'PAYEE', 'ANNULEE']).nullable(),
  paiements: z.array(payment),
  /** Its credit notes, oldest first. */
  avoirs: z.array(creditNote),
  /** Its last sending to the dossier's clients (`POST /api/Factures/{id}/envoyer`), null until sent. */
  envoi: invoiceSending.nullable(),
  version: z.number().int(),
  creePar: z.string(),
  creeLe: z.string(),
});

/** A page of a dossier's invoices (newest first; a client's: issued ones only), with the dossier's balance of issued ones. */
export const invoicePage = page(
  invoice
    .omit({ lignes: true, paiements: true, avoirs: true })
    .extend({ avoirs: z.array(z.object({ id: z.string(), numero: z.string(), date: z.string(), netCentimes: z.number().int() })) }),
).extend({
  /**
   * The dossier's balance of issued invoices (their net, after the provisions they deducted), and
   * its provisions: received, and still to deduct (`provisionsDisponiblesCentimes`).
   */
  solde: z.object({
    factureCentimes: z.number().int(),
    payeCentimes: z.number().int(),
    resteCentimes: z.number().int(),
    provisionsCentimes: z.number().int(),
    provisionsDisponiblesCentimes: z.number().int(),
  }),
});
export const invoiceQuery = pageQuery;

/** Where an invoice of the firm's list stands: a draft, or issued and unpaid, partly paid, paid, or cancelled by credit notes. */
export const LIST_STATUSES = ['BROUILLON', 'IMPAYEE', 'PARTIELLE', 'PAYEE', 'ANNULEE'] as const;

/** The firm's list: a status, a client, a lawyer, and issue days from `du` to `au` (both included, either optional). */
const firmInvoiceFilters = z.object({
  statut: z.enum(LIST_STATUSES, { error: 'invalid_value' }).optional(),
  idClient: id().optional(),
  idAvocat: id().optional(),
  du: day().optional(),
  au: day().optional(),
});
const periodInOrder = (q: { du?: string; au?: string }) => !q.du || !q.au || q.du <= q.au;
const periodError = { error: 'period_invalid', path: ['au'] };
export const firmInvoicesQuery = pageQuery.extend(firmInvoiceFilters.shape).refine(periodInOrder, periodError);
/** The firm's invoices as XLSX: the list's filters, every page. */
export const firmInvoicesXlsxQuery = firmInvoiceFilters.refine(periodInOrder, periodError);

const amounts = { ttcCentimes: z.number().int(), payeCentimes: z.number().int(), resteCentimes: z.number().int() };

/**
 * A page of the firm's invoices, newest first (issue day, a draft's creation day), with the totals
 * of the whole filtered set's issued invoices (TTC billed, paid, still due after credit notes) and
 * what is still due by age since issue (0–30, 31–60, 61–90, over 90 days).
 */
export const firmInvoicePage = page(
  z.object({
    id: z.string(),
    numero: z.string().nullable(),
    date: z.string(),
    idDossier: z.string(),
    refCabinet: z.string(),
    nomClient: z.string(),
    idClients: z.array(z.string()),
    idAvocat: z.string(),
    nomAvocat: z.string(),
    statut: z.enum(LIST_STATUSES),
    ...amounts,
  }),
).extend({
  totaux: z.object(amounts),
  anciennete: z.object({ j30: z.number().int(), j60: z.number().int(), j90: z.number().int(), plus90: z.number().int() }),
});

/** The firm's billing of this week (Monday to Sunday, Casablanca): TTC issued, and payments received. */
export const billingWeek = z.object({
  du: z.string(),
  au: z.string(),
  factureCentimes: z.number().int(),
  encaisseCentimes: z.number().int(),
});
