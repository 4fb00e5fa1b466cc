import type { InvoiceStatus, InvoiceTotals, LineKind, PaymentMethod, ProvisionUse } from '@mizan/shared/invoices';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { dossierPk, type Author } from './dossiers';
import { addToDayBilling, deleteListRow, listRowOf, moveListRow, putListRow } from './firm-invoices';
import { firmPk } from './keys';

/**
 * Invoices (notes d'honoraires): one item per invoice under its own key `T#{sid}#FACTURE#{id}` /
 * `FACTURE` (its id alone finds it), with its payments beside it (`PAIEMENT#{id}`), so one
 * consistent Query reads an invoice whole. Indexed by its dossier: every invoice in gsi2
 * `T#{sid}#D#{did}#FACTURES` (staff), issued ones also in gsi1 `…#FACTURES#EMISES` (clients), both
 * by `{createdAt}#{id}`. Each firm has one series per year, a counter item `SERIE#FACTURE#{year}` in
 * the firm's partition holding the last number given; an issue sets it to the next number in the
 * same transaction as the invoice's status, conditional on the number read, so no number is
 * skipped or given twice. The dossier's billing totals `TOTAL#FACTURES` (issued, paid) and the
 * flat-fee instalments already billed (`echeances`) move in the same transactions. Credit notes
 * (avoirs) live beside the invoice they credit (`AVOIR#{createdAt}#{id}`), numbered from the firm's
 * own series of credit notes of the year (`SERIE#AVOIR#{year}`) in the transaction that creates them;
 * the invoice keeps the sum of their net amounts (`avoirCentimes`). Every write of an invoice also
 * writes its row of the firm's list and moves the firm's billing of the day (db/firm-invoices.ts).
 */
export type LineSource = 'TEMPS' | 'DEPENSE' | 'FORFAIT' | 'MANUELLE';
export type StoredLine = {
  id: string;
  nature: LineKind;
  libelle: string;
  montantCentimes: number;
  tauxTvaBasisPoints: number;
  source: LineSource;
  /** What the line bills, marked billed when the invoice is issued. */
  temps?: string[];
  depense?: { idDepense: string; dateDepense: string };
  echeance?: string;
};
/** The dossier's reference, clients and lawyer as the invoice was drafted: what the firm's list shows and filters on. */
export type InvoiceContext = { refCabinet: string; nomClient: string; idClients: string[]; idAvocat: string; nomAvocat: string };
export type Invoice = {
  id: string;
  idDossier: string;
  contexte: InvoiceContext;
  statut: InvoiceStatus;
  numero?: string;
  dateEmission?: string;
  lignes: StoredLine[];
  exonere: boolean;
  retenueTvaBasisPoints: number;
  totaux: InvoiceTotals;
  payeCentimes: number;
  /** The provisions its totals deduct (`totaux.provisionsCentimes` is their sum), taken off them when it is issued. */
  provisions?: ProvisionUse[];
  /** The net amounts of its credit notes (absent before the first). */
  avoirCentimes?: number;
  /** Its credit notes in short, oldest first, for the dossier's list of invoices (absent before the first). */
  avoirsEmis?: CreditNoteSummary[];
  version: number;
  createdAt: string;
  creePar: Author;
  emisePar?: Author;
  /** Its last sending to the dossier's clients (absent until sent). */
  envoi?: InvoiceSending;
};
/** An invoice sent: when, by whom (their name), to which addresses, and the dossier's document holding the PDF sent. */
export type InvoiceSending = { date: string; par: string; destinataires: string[]; idDocument: string };
/** A credit note: the amounts (before tax) it credits of each line of its invoice, and its totals. */
export type CreditNote = {
  id: string;
  numero: string;
  date: string;
  motif: string;
  lignes: { idLigne: string; nature: LineKind; libelle: string; montantCentimes: number; tauxTvaBasisPoints: number }[];
  totaux: InvoiceTotals;
  auteur: Author;
  createdAt: string;
};
export type CreditNoteSummary = { id: string; numero: string; date: string; netCentimes: number };
/** A firm's numbering series: invoices (`2026-0001`) and credit notes (`AV-2026-0001`). */
export type Series = 'FACTURE' | 'AVOIR';
export type Payment = {
  id: string;
  montantCentimes: number;
  mode: PaymentMethod;
  date: string;
  reference?: string;
  auteur: Author;
  createdAt: string;
};
export type BillingTotals = {
  factureCentimes: number;
  payeCentimes: number;
  /** Provisions received on the dossier, and what issued invoices deducted of them. */
  provisionsCentimes: number;
  provisionsDeduitesCentimes: number;
  echeances: string[];
};

const invoicePk = (structureId: string, invoiceId: string) => `${firmPk(structureId)}#FACTURE#${invoiceId}`;
const invoiceKey = (structureId: string, invoiceId: string) => ({ pk: invoicePk(structureId, invoiceId), sk: 'FACTURE' });
const allIndexPk = (structureId: string, dossierId: string) => `${dossierPk(structureId, dossierId)}#FACTURES`;
const issuedIndexPk = (structureId: string, dossierId: string) => `${allIndexPk(structureId, dossierId)}#EMISES`;
const position = (invoice: Pick<Invoice, 'createdAt' | 'id'>) => `${invoice.createdAt}#${invoice.id}`;
const totalsKey = (structureId: string, dossierId: string) => ({ pk: dossierPk(structureId, dossierId), sk: 'TOTAL#FACTURES' });
const seriesKey = (structureId: string, series: Series, year: number) => ({ pk: firmPk(structureId), sk: `SERIE#${series}#${year}` });

const atVersion = (invoice: Invoice) => ({
  ConditionExpression: 'version = :version AND statut = :draft',
  ExpressionAttributeValues: { ':version': invoice.version, ':draft': 'BROUILLON' },
});

const invoiceItem = (structureId: string, invoice: Invoice): Item => ({
  ...invoiceKey(structureId, invoice.id),
  type: 'INVOICE',
  gsi2pk: allIndexPk(structureId, invoice.idDossier),
  gsi2sk: position(invoice),
  ...(invoice.statut === 'EMISE' && { gsi1pk: issuedIndexPk(structureId, invoice.idDossier), gsi1sk: position(invoice) }),
  ...invoice,
});

/**
 * An invoice's writes for one transaction: `guarded`, the writes whose conditions check what was
 * read, and `after`, what follows from them (its row of the firm's list, the firm's billing of
 * the day), unconditional.
 */
export type InvoiceWrites = { guarded: TransactItem[]; after: TransactItem[] };

/** A new draft and its row of the firm's list. */
export const putDraft = (structureId: string, invoice: Invoice): InvoiceWrites => ({
  guarded: [{ Put: { Item: invoiceItem(structureId, invoice), ConditionExpression: 'attribute_not_exists(pk)' } }],
  after: [putListRow(structureId, invoice)],
});

/**
 * A draft rewritten over the one read (still a draft at that version), or issued (`after.statut`
 * EMISE, then added to the firm's billing of its day), and its row: the first write is the guarded one.
 */
export const reviseDraft = (structureId: string, before: Invoice, after: Invoice): InvoiceWrites => ({
  guarded: [{ Put: { Item: invoiceItem(structureId, after), ...atVersion(before) } }],
  after: [
    ...moveListRow(structureId, before, after),
    ...(after.statut === 'EMISE'
      ? addToDayBilling(structureId, [
          { day: after.dateEmission!, ttcCentimes: after.totaux.ttcCentimes, resteCentimes: after.totaux.netCentimes },
        ])
      : []),
  ],
});

/** A draft's deletion, conditional on its being the draft read, and its row's. */
export const removeDraft = (structureId: string, invoice: Invoice): InvoiceWrites => ({
  guarded: [{ Delete: { Key: invoiceKey(structureId, invoice.id), ...atVersion(invoice) } }],
  after: [deleteListRow(structureId, invoice)],
});

/** The last number the firm's series of the year gave (0 before the first), read consistently. */
export const lastNumber = async (structureId: string, series: Series, year: number): Promise<number> =>
  Number((await table.get(seriesKey(structureId, series, year), { consistent: true }))?.dernier ?? 0);

/** The series moved from the number read to the next one: fails when another issue took it meanwhile. */
export const takeNumber = (structureId: string, series: Series, year: number, read: number): TransactItem => ({
  Put: {
    Item: {
      ...seriesKey(structureId, series, year),
      type: series === 'FACTURE' ? 'INVOICE_SERIES' : 'CREDIT_NOTE_SERIES',
      dernier: read + 1,
    },
    ...(read === 0
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : { ConditionExpression: 'dernier = :read', ExpressionAttributeValues: { ':read': read } }),
  },
});

/**
 * The dossier's billing totals moved by an issue, a payment or a provision: `facture`, `paye`,
 * `provisions` and `provisionsDeduites` centimes added, and the instalments billed added to
 * `echeances`, conditional on none of them being there already.
 */
export const addToBillingTotals = (
  structureId: string,
  dossierId: string,
  change: {
    factureCentimes?: number;
    payeCentimes?: number;
    provisionsCentimes?: number;
    provisionsDeduitesCentimes?: number;
    echeances?: readonly string[];
  },
): TransactItem => {
  const instalments = change.echeances ?? [];
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': 'DOSSIER_BILLING_TOTALS' };
  const additions = (['factureCentimes', 'payeCentimes', 'provisionsCentimes', 'provisionsDeduitesCentimes'] as const).map((field) => {
    names[`#${field}`] = field;
    values[`:${field}`] = change[field] ?? 0;
    return `#${field} :${field}`;
  });
  if (instalments.length) {
    names['#echeances'] = 'echeances';
    values[':echeances'] = new Set(instalments);
    additions.push('#echeances :echeances');
    instalments.forEach((key, index) => (values[`:e${index}`] = key));
  }
  const condition = instalments.map((_, index) => `NOT contains(#echeances, :e${index})`).join(' AND ');
  return {
    Update: {
      Key: totalsKey(structureId, dossierId),
      UpdateExpression: `ADD ${additions.join(', ')} SET #type = :type`,
      ...(condition && { ConditionExpression: condition }),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
};

/** The dossier's billing totals (one consistent GetItem); zero when nothing was issued. */
export const billingTotals = async (structureId: string, dossierId: string): Promise<BillingTotals> => {
  const item = await table.get(totalsKey(structureId, dossierId), { consistent: true });
  return {
    factureCentimes: Number(item?.factureCentimes ?? 0),
    payeCentimes: Number(item?.payeCentimes ?? 0),
    provisionsCentimes: Number(item?.provisionsCentimes ?? 0),
    provisionsDeduitesCentimes: Number(item?.provisionsDeduitesCentimes ?? 0),
    echeances: [...((item?.echeances as Set<string> | undefined) ?? [])],
  };
};

/**
 * The issued invoice's paid amount or credited amount set, conditional on both being what was read
 * (so a payment and a credit note, or two of either, never together exceed what is due).
 */
const moveAmounts = (
  structureId: string,
  invoice: Invoice,
  after: { payeCentimes: number; avoirCentimes: number },
  creditNote?: CreditNoteSummary,
): TransactItem => {
  const credited = invoice.avoirCentimes ?? 0;
  return {
    Update: {
      Key: invoiceKey(structureId, invoice.id),
      UpdateExpression: `SET payeCentimes = :paid, avoirCentimes = :credited${
        creditNote ? ', avoirsEmis = list_append(if_not_exists(avoirsEmis, :none), :note)' : ''
      }`,
      ConditionExpression: `payeCentimes = :paidBefore AND statut = :issued AND ${
        credited ? 'avoirCentimes = :creditedBefore' : '(attribute_not_exists(avoirCentimes) OR avoirCentimes = :creditedBefore)'
      }`,
      ExpressionAttributeValues: {
        ':paid': after.payeCentimes,
        ':credited': after.avoirCentimes,
        ':paidBefore': invoice.payeCentimes,
        ':creditedBefore': credited,
        ':issued': 'EMISE',
        ...(creditNote && { ':none': [], ':note': [creditNote] }),
      },
    },
  };
};

/**
 * A payment and the invoice's paid amount moved from the amounts read (so two payments never both
 * overpay it), guarded; then its row and the firm's billing (paid on its issue day, collected on the payment's).
 */
export const recordPayment = (structureId: string, invoice: Invoice, payment: Payment): InvoiceWrites => ({
  guarded: paymentWrites(structureId, invoice, payment),
  after: [
    putListRow(structureId, { ...invoice, payeCentimes: invoice.payeCentimes + payment.montantCentimes }),
    ...addToDayBilling(structureId, [
      { day: invoice.dateEmission!, payeCentimes: payment.montantCentimes, resteCentimes: -payment.montantCentimes },
      { day: payment.date, encaisseCentimes: payment.montantCentimes },
    ]),
  ],
});
const paymentWrites = (structureId: string, invoice: Invoice, payment: Payment): TransactItem[] => [
  {
    Put: {
      Item: { pk: invoicePk(structureId, invoice.id), sk: `PAIEMENT#${payment.id}`, type: 'INVOICE_PAYMENT', ...payment },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  moveAmounts(structureId, invoice, {
    payeCentimes: invoice.payeCentimes + payment.montantCentimes,
    avoirCentimes: invoice.avoirCentimes ?? 0,
  }),
];

export const creditNoteSummary = (note: CreditNote): CreditNoteSummary => ({
  id: note.id,
  numero: note.numero,
  date: note.date,
  netCentimes: note.totaux.netCentimes,
});

/**
 * A credit note beside its invoice, and the invoice's credited amount (and its short list) moved
 * from the amounts read, guarded; then its row and the firm's billing (less due on its issue day).
 */
export const recordCreditNote = (structureId: string, invoice: Invoice, note: CreditNote): InvoiceWrites => ({
  guarded: creditNoteWrites(structureId, invoice, note),
  after: [
    putListRow(structureId, { ...invoice, avoirCentimes: (invoice.avoirCentimes ?? 0) + note.totaux.netCentimes }),
    ...addToDayBilling(structureId, [{ day: invoice.dateEmission!, resteCentimes: -note.totaux.netCentimes }]),
  ],
});
const creditNoteWrites = (structureId: string, invoice: Invoice, note: CreditNote): TransactItem[] => [
  {
    Put: {
      Item: { pk: invoicePk(structureId, invoice.id), sk: `AVOIR#${note.createdAt}#${note.id}`, type: 'CREDIT_NOTE', ...note },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  moveAmounts(
    structureId,
    invoice,
    { payeCentimes: invoice.payeCentimes, avoirCentimes: (invoice.avoirCentimes ?? 0) + note.totaux.netCentimes },
    creditNoteSummary(note),
  ),
];

const strip = ({ pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _s1, gsi2pk: _g2, gsi2sk: _s2, ...rest }: Item) => rest;

/** The firm's invoice with this id, its payments and its credit notes (oldest first), read consistently; undefined when there is none. */
export const findInvoice = async (
  structureId: string,
  invoiceId: string,
): Promise<{ invoice: Invoice; payments: Payment[]; creditNotes: CreditNote[] } | undefined> => {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': invoicePk(structureId, invoiceId) },
    ConsistentRead: true,
  });
  const invoice = items.find((item) => item.sk === 'FACTURE');
  if (!invoice) return undefined;
  return {
    invoice: strip(invoice) as unknown as Invoice,
    payments: items.filter((item) => String(item.sk).startsWith('PAIEMENT#')).map((item) => strip(item) as unknown as Payment),
    creditNotes: items.filter((item) => String(item.sk).startsWith('AVOIR#')).map((item) => strip(item) as unknown as CreditNote),
  };
};

/** A page of a dossier's invoices, newest first: every one (staff) or the issued ones (`issuedOnly`, clients). */
export const invoicesPage = async (structureId: string, dossierId: string, issuedOnly: boolean, limit: number, after?: string) => {
  const index = issuedOnly ? 'gsi1' : 'gsi2';
  const pk = issuedOnly ? issuedIndexPk(structureId, dossierId) : allIndexPk(structureId, dossierId);
  const start = after && {
    ...invoiceKey(structureId, after.slice(after.lastIndexOf('#') + 1)),
    [`${index}pk`]: pk,
    [`${index}sk`]: after,
  };
  const { items } = await table.query({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: false,
    Limit: limit + 1,
    ExclusiveStartKey: start || undefined,
  });
  const invoices = items.slice(0, limit).map((item) => strip(item) as unknown as Invoice);
  const last = invoices.at(-1);
  return { invoices, last: items.length > limit && last ? position(last) : undefined };
};

/**
 * Migration (`npm run migrate:invoices`, once, after deploying the firm's list of invoices): each
 * invoice written before it gets its row of the list and its part of the firm's billing counters.
 * One Scan for the invoices (`type = INVOICE`); for each, one consistent Query of it whole (its
 * payments), then one transaction: its row, put only where none is, and, when it is issued, its
 * amounts added to its issue day (TTC, paid, still due: net less paid and credited) and each
 * payment to its own day (collected). The row's condition makes a second run add nothing.
 * Answers the number of invoices given a row.
 */
export const rowOldInvoices = async (): Promise<number> => {
  let rowed = 0;
  for await (const item of table.scan({
    FilterExpression: '#type = :invoice',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':invoice': 'INVOICE' },
  })) {
    const pk = String(item.pk);
    const structureId = pk.slice(firmPk('').length, pk.lastIndexOf('#FACTURE#'));
    const found = await findInvoice(structureId, String(item.id));
    if (!found) continue;
    const { invoice, payments } = found;
    const issued = invoice.statut === 'EMISE';
    const credited = invoice.avoirCentimes ?? 0;
    try {
      await table.transact([
        { Put: { Item: listRowOf(structureId, invoice), ConditionExpression: 'attribute_not_exists(pk)' } },
        ...(issued
          ? addToDayBilling(structureId, [
              {
                day: invoice.dateEmission!,
                ttcCentimes: invoice.totaux.ttcCentimes,
                payeCentimes: invoice.payeCentimes,
                resteCentimes: invoice.totaux.netCentimes - invoice.payeCentimes - credited,
              },
              ...payments.map((payment) => ({ day: payment.date, encaisseCentimes: payment.montantCentimes })),
            ])
          : []),
      ]);
      rowed++;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return rowed;
};

/** Records an issued invoice's sending (it must still be issued: an invoice is never deleted once issued). */
export const recordSending = (structureId: string, invoiceId: string, sending: InvoiceSending): TransactItem => ({
  Update: {
    Key: invoiceKey(structureId, invoiceId),
    UpdateExpression: 'SET envoi = :sending',
    ConditionExpression: 'statut = :issued',
    ExpressionAttributeValues: { ':sending': sending, ':issued': 'EMISE' },
  },
});
