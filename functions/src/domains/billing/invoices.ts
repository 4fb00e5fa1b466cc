import { hoursAndMinutes, timeValue } from '@mizan/shared/fees';
import { DEFAULT_VAT_BASIS_POINTS, invoiceTotals, paymentStatus, pickProvisions, type PaymentMethod } from '@mizan/shared/invoices';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { clock } from '../../adapters/clock';
import type { Expense } from '../../db/expenses';
import type { FeeAgreement } from '../../db/fee-agreements';
import type { FirmRecord } from '../../db/firms';
import { dossierParties } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import type { CreditNote, Invoice, InvoiceContext, InvoiceWrites, Payment, StoredLine } from '../../db/invoices';
import { newId } from '../../db/keys';
import type { Provision } from '../../db/provisions';
import type { TimeEntry } from '../../db/time-entries';
import { getUser } from '../../db/users';
import { AppError, ConflictError } from '../../errors';
import type { Caller } from '../../services/caller';
import { plain, type GuardedWrite } from '../../services/guarded-transaction';
import { readableInvoice } from '../../services/invoice-access';

/**
 * What one issue's transaction can mark billed besides the invoice, its number, the dossier's
 * totals, the activity entry and the idempotency key (DynamoDB's 100 writes): a draft picks at most
 * this many time entries and expenses, oldest first; the rest wait for the next invoice.
 */
export const MAX_BILLED_ITEMS = 90;

/** An invoice's writes for `commit`: its guarded ones answer `onConditionFailure`, what follows from them is plain. */
export const guardedWrites = (writes: InvoiceWrites, onConditionFailure?: () => AppError): GuardedWrite[] => [
  ...writes.guarded.map((write) => ({ write, onConditionFailure })),
  ...writes.after.map(plain),
];

/** The dossier's reference, clients and lawyer, as a new draft records them for the firm's list. */
export const invoiceContext = async (structureId: string, dossier: Dossier): Promise<InvoiceContext> => {
  const [parties, lawyer] = await Promise.all([dossierParties(structureId, dossier.id), getUser(structureId, dossier.idUtilisateur)]);
  return {
    refCabinet: dossier.refCabinet,
    nomClient: dossier.nomClient,
    idClients: parties.filter((party) => party.role === 'CLIENT').map((party) => party.idClient),
    idAvocat: dossier.idUtilisateur,
    nomAvocat: lawyer ? `${lawyer.prenom} ${lawyer.nom}` : '',
  };
};

/** Money received (a payment, a provision) as a request gives it: amount, method, date, reference, by the caller, now. */
export const receipt = (body: { montant: number; mode: PaymentMethod; date: string; reference?: string }, caller: Caller) => ({
  id: newId(),
  montantCentimes: body.montant,
  mode: body.mode,
  date: body.date,
  ...(body.reference && { reference: body.reference }),
  auteur: { id: caller.userId, name: caller.name },
  createdAt: clock.nowIso(),
});

/** An invoice as the API answers it, with its payments and credit notes. */
export const invoiceView = (invoice: Invoice, payments: readonly Payment[] = [], creditNotes: readonly CreditNote[] = []) => {
  const due = invoice.totaux.netCentimes;
  const credited = invoice.avoirCentimes ?? 0;
  const issued = invoice.statut === 'EMISE';
  return {
    id: invoice.id,
    idDossier: invoice.idDossier,
    statut: invoice.statut,
    numero: invoice.numero ?? null,
    dateEmission: invoice.dateEmission ?? null,
    lignes: invoice.lignes.map((line) => ({
      id: line.id,
      nature: line.nature,
      libelle: line.libelle,
      montantCentimes: line.montantCentimes,
      tauxTvaBasisPoints: line.tauxTvaBasisPoints,
      source: line.source,
    })),
    exonere: invoice.exonere,
    retenueTvaBasisPoints: invoice.retenueTvaBasisPoints,
    totaux: invoice.totaux,
    payeCentimes: invoice.payeCentimes,
    avoirCentimes: credited,
    resteCentimes: due - credited - invoice.payeCentimes,
    paiement: issued ? paymentStatus(due, invoice.payeCentimes, credited) : null,
    paiements: payments.map((payment) => ({
      id: payment.id,
      montantCentimes: payment.montantCentimes,
      mode: payment.mode,
      date: payment.date,
      reference: payment.reference ?? null,
      auteur: payment.auteur.name,
    })),
    avoirs: creditNotes.map((note) => ({
      id: note.id,
      numero: note.numero,
      date: note.date,
      motif: note.motif,
      lignes: note.lignes,
      totaux: note.totaux,
      auteur: note.auteur.name,
    })),
    envoi: invoice.envoi ?? null,
    version: invoice.version,
    creePar: invoice.creePar.name,
    creeLe: invoice.createdAt,
  };
};

/** The time entries and expenses lines bill: one write each when the invoice is issued. */
const billedItems = (lines: readonly StoredLine[]) =>
  lines.reduce((sum, line) => sum + (line.temps?.length ?? 0) + (line.depense ? 1 : 0), 0);

/**
 * A draft's totals and the provisions they deduct: of the dossier's provisions with something
 * left (oldest first), what its lines leave due after withheld VAT, never more (`pickProvisions`),
 * and no more provisions than the transaction has writes left for beside what it bills.
 */
export const draftTotals = (
  lines: readonly StoredLine[],
  terms: Pick<Invoice, 'exonere' | 'retenueTvaBasisPoints'>,
  available: readonly Provision[],
): Pick<Invoice, 'totaux' | 'provisions'> => {
  const gross = invoiceTotals(lines, { ...terms, provisionsCentimes: 0 });
  const provisions = pickProvisions(
    available.slice(0, Math.max(0, MAX_BILLED_ITEMS - billedItems(lines))),
    gross.ttcCentimes - gross.retenueTvaCentimes,
  );
  const provisionsCentimes = provisions.reduce((sum, use) => sum + use.montantCentimes, 0);
  return { totaux: invoiceTotals(lines, { ...terms, provisionsCentimes }), provisions };
};

/**
 * What a credit note credits of an invoice: every line's amount left to credit (`asked` absent: the
 * whole invoice; 409 `credit_note_nothing_left` when nothing is), or the lines asked, each at most
 * what is left of it (400 on `lignes.{i}.id` for a line the invoice lacks, 409
 * `credit_note_exceeds_line` on `lignes.{i}.montant`); with the invoice's lines' amounts left to
 * credit before and after it, from which its totals are taken (`creditTotals`).
 */
export const creditedLines = (invoice: Invoice, creditNotes: readonly CreditNote[], asked?: readonly { id: string; montant: number }[]) => {
  const credited = new Map<string, number>();
  for (const line of creditNotes.flatMap((note) => note.lignes))
    credited.set(line.idLigne, (credited.get(line.idLigne) ?? 0) + line.montantCentimes);
  const left = new Map(invoice.lignes.map((line) => [line.id, line.montantCentimes - (credited.get(line.id) ?? 0)]));
  const amounts = new Map<string, number>();
  if (!asked) for (const [id, amount] of left) if (amount > 0) amounts.set(id, amount);
  asked?.forEach((line, index) => {
    if (!left.has(line.id)) throw new ConflictError('credit_note_line_unknown', `lignes.${index}.id`);
    if (line.montant > left.get(line.id)!) throw new ConflictError('credit_note_exceeds_line', `lignes.${index}.montant`);
    amounts.set(line.id, line.montant);
  });
  if (!amounts.size) throw new ConflictError('credit_note_nothing_left', null);
  const linesWith = (amount: (line: StoredLine) => number) => invoice.lignes.map((line) => ({ ...line, montantCentimes: amount(line) }));
  return {
    lignes: invoice.lignes
      .filter((line) => amounts.has(line.id))
      .map((line) => ({
        idLigne: line.id,
        nature: line.nature,
        libelle: line.libelle,
        montantCentimes: amounts.get(line.id)!,
        tauxTvaBasisPoints: line.tauxTvaBasisPoints,
      })),
    before: linesWith((line) => left.get(line.id)!),
    after: linesWith((line) => left.get(line.id)! - (amounts.get(line.id) ?? 0)),
  };
};

/** A flat-fee instalment's key in the dossier's billed set. */
export const instalmentKey = (instalment: { dateEcheance: string; libelle: string }) => `${instalment.dateEcheance}#${instalment.libelle}`;

/**
 * A draft's lines from the dossier's unbilled work: per person, their billable minutes at the
 * agreement's rate (rounded half up once per person, as the time list values them; a person
 * without a rate is left for later), each flat-fee instalment due by today and not billed yet,
 * and each expense as a disbursement at cost (outside the tax base).
 */
export const draftLines = (
  work: { entries: readonly TimeEntry[]; expenses: readonly Expense[]; agreement?: FeeAgreement; billedInstalments: readonly string[] },
  today: string,
  vatBasisPoints = DEFAULT_VAT_BASIS_POINTS,
): StoredLine[] => {
  const rates = new Map(work.agreement?.horaire?.taux.map((rate) => [rate.idUtilisateur, rate.centimes]));
  const priced = work.entries.filter((entry) => rates.has(entry.idUtilisateur));
  const expenses = work.expenses.slice(0, Math.max(0, MAX_BILLED_ITEMS - priced.length));
  const byPerson = new Map<string, TimeEntry[]>();
  for (const entry of priced.slice(0, MAX_BILLED_ITEMS))
    byPerson.set(entry.idUtilisateur, [...(byPerson.get(entry.idUtilisateur) ?? []), entry]);
  const time = [...byPerson.values()].map((entries): StoredLine => {
    const minutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
    const { hours, minutes: rest } = hoursAndMinutes(minutes);
    return {
      id: newId(),
      nature: 'HONORAIRES',
      libelle: `${entries[0]!.nom} — ${hours} h ${String(rest).padStart(2, '0')}`,
      montantCentimes: timeValue(minutes, rates.get(entries[0]!.idUtilisateur)!),
      tauxTvaBasisPoints: vatBasisPoints,
      source: 'TEMPS',
      temps: entries.map((entry) => entry.id),
    };
  });
  const instalments = (work.agreement?.forfait?.echeances ?? [])
    .filter((instalment) => instalment.dateEcheance <= today && !work.billedInstalments.includes(instalmentKey(instalment)))
    .map((instalment): StoredLine => ({
      id: newId(),
      nature: 'HONORAIRES',
      libelle: instalment.libelle,
      montantCentimes: instalment.centimes,
      tauxTvaBasisPoints: vatBasisPoints,
      source: 'FORFAIT',
      echeance: instalmentKey(instalment),
    }));
  const disbursements = expenses.map((expense): StoredLine => ({
    id: newId(),
    nature: 'DEBOURS',
    libelle: expense.libelle ?? expense.idTypeDepense,
    montantCentimes: expense.centimes,
    tauxTvaBasisPoints: 0,
    source: 'DEPENSE',
    depense: { idDepense: expense.idDepense, dateDepense: expense.dateDepense },
  }));
  return [...time, ...instalments, ...disbursements].filter((line) => line.montantCentimes > 0);
};

/** A draft the caller (staff) may change: 409 `invoice_issued` once issued (an issued invoice is never edited or deleted). */
export const draftFor = async (caller: Caller, invoiceId: string) => {
  const found = await readableInvoice(caller, invoiceId);
  if (found.invoice.statut !== 'BROUILLON') throw new ConflictError('invoice_issued', null);
  return found;
};

/** 409 `invoice_changed`, on the version: the draft was edited, issued or deleted since it was read. */
export const invoiceChanged = () => new ConflictError('invoice_changed', 'version', 'invoice_changed');

/** 409 `invoice_provisions_used`: another invoice, issued first, deducted a provision this draft deducts (saving the draft again picks what is left). */
export const invoiceProvisionsUsed = () => new ConflictError('invoice_provisions_used', null, 'invoice_provisions_used');

/** 409 `invoice_items_billed`: another invoice, issued first, billed some of this draft's work. */
export const invoiceItemsBilled = () => new ConflictError('invoice_items_billed', null, 'invoice_items_billed');

const TAX_IDS = ['identifiantFiscal', 'ice', 'taxeProfessionnelle'] as const;
/** An invoice must carry the firm's IF, ICE and TP: 409 `firm_tax_ids_missing`, naming each one missing, until they are set. */
export const checkFirmTaxIds = (firm: FirmRecord | undefined) => {
  const missing = TAX_IDS.filter((field) => !firm?.[field]);
  if (missing.length) throw new FirmTaxIdsMissing(missing);
};
class FirmTaxIdsMissing extends AppError {
  constructor(readonly fields: readonly string[]) {
    super(409, 'firm_tax_ids_missing', 'firm_tax_ids_missing');
  }
  override detailsIn(language: Language) {
    return this.fields.map((field) => ({ field, code: 'firm_tax_ids_missing', message: message('firm_tax_ids_missing', language) }));
  }
}
