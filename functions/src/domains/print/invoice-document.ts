import { isolate, isolateLtr } from '@mizan/shared/bidi';
import type { Language } from '@mizan/shared/roles';
import type { ClientRecord } from '../../db/clients';
import type { Dossier } from '../../db/dossiers';
import type { FirmRecord } from '../../db/firms';
import type { InvoiceTotals } from '@mizan/shared/invoices';
import type { CreditNote, Invoice, StoredLine } from '../../db/invoices';
import type { PrintBlock, PrintDocument } from '../../print/pdf';
import { amountInWords } from '../../print/amount-in-words';
import { textFooter } from '../../services/emails/firm-footer';

type Words = {
  title: (numero: string) => string;
  date: string;
  dossier: string;
  client: string;
  rc: string;
  columns: [string, string, string, string];
  natures: Record<'HONORAIRES' | 'DEBOURS', string>;
  ht: string;
  vat: (rate: string, base: string) => string;
  debours: string;
  ttc: string;
  withheld: string;
  provisions: string;
  net: string;
  creditNote: (numero: string, day: string) => string;
  creditNoteTitle: (numero: string) => string;
  ofInvoice: (numero: string, day: string) => string;
  reason: string;
  creditClosing: (words: string) => string;
  paid: string;
  due: string;
  closing: (words: string) => string;
  currency: string;
  page: (n: number, of: number) => string;
};

const WORDS: Record<Language, Words> = {
  fr: {
    title: (numero) => `Note d'honoraires n° ${numero}`,
    date: 'Date',
    dossier: 'Dossier',
    client: 'Client',
    rc: 'RC',
    columns: ['Désignation', 'Nature', 'TVA', 'Montant HT'],
    natures: { HONORAIRES: 'Honoraires', DEBOURS: 'Débours' },
    ht: 'Total honoraires HT',
    vat: (rate, base) => `TVA ${rate} sur ${base}`,
    debours: 'Débours (hors taxe)',
    ttc: 'Total TTC',
    withheld: 'TVA retenue à la source par le client',
    provisions: 'Provisions déduites',
    net: 'Net à payer',
    creditNote: (numero, day) => `Avoir ${numero} du ${day}`,
    creditNoteTitle: (numero) => `Avoir n° ${numero}`,
    ofInvoice: (numero, day) => `Sur la note d'honoraires n° ${numero} du ${day}`,
    reason: 'Motif',
    creditClosing: (words) => `Arrêté le présent avoir à la somme de ${words}.`,
    paid: 'Payé',
    due: 'Reste à payer',
    closing: (words) => `Arrêtée la présente note d'honoraires à la somme de ${words}.`,
    currency: 'MAD',
    page: (n, of) => `Page ${n} sur ${of}`,
  },
  ar: {
    title: (numero) => `مذكرة أتعاب رقم ${numero}`,
    date: 'التاريخ',
    dossier: 'الملف',
    client: 'الموكل',
    rc: 'السجل التجاري',
    columns: ['البيان', 'النوع', 'الضريبة على القيمة المضافة', 'المبلغ دون احتساب الرسوم'],
    natures: { HONORAIRES: 'أتعاب', DEBOURS: 'مصاريف' },
    ht: 'مجموع الأتعاب دون احتساب الرسوم',
    vat: (rate, base) => `الضريبة على القيمة المضافة ${rate} على ${base}`,
    debours: 'المصاريف (خارج الضريبة)',
    ttc: 'المجموع مع احتساب الرسوم',
    withheld: 'الضريبة على القيمة المضافة المحجوزة في المنبع من طرف الموكل',
    provisions: 'التسبيقات المخصومة',
    net: 'الصافي الواجب أداؤه',
    creditNote: (numero, day) => `إشعار دائن ${numero} بتاريخ ${day}`,
    creditNoteTitle: (numero) => `إشعار دائن رقم ${numero}`,
    ofInvoice: (numero, day) => `عن مذكرة الأتعاب رقم ${numero} بتاريخ ${day}`,
    reason: 'السبب',
    creditClosing: (words) => `حُصر هذا الإشعار الدائن في مبلغ ${words}.`,
    paid: 'المؤدى',
    due: 'المتبقي للأداء',
    closing: (words) => `حُصرت مذكرة الأتعاب هذه في مبلغ ${words}.`,
    currency: 'درهم',
    page: (n, of) => `صفحة ${n} من ${of}`,
  },
  en: {
    title: (numero) => `Fee note No. ${numero}`,
    date: 'Date',
    dossier: 'Dossier',
    client: 'Client',
    rc: 'Trade register',
    columns: ['Description', 'Kind', 'VAT', 'Amount excl. tax'],
    natures: { HONORAIRES: 'Fees', DEBOURS: 'Disbursements' },
    ht: 'Total fees excl. tax',
    vat: (rate, base) => `VAT ${rate} on ${base}`,
    debours: 'Disbursements (outside VAT)',
    ttc: 'Total incl. tax',
    withheld: 'VAT withheld at source by the client',
    provisions: 'Provisions deducted',
    net: 'Net due',
    creditNote: (numero, day) => `Credit note ${numero} of ${day}`,
    creditNoteTitle: (numero) => `Credit note No. ${numero}`,
    ofInvoice: (numero, day) => `On fee note No. ${numero} of ${day}`,
    reason: 'Reason',
    creditClosing: (words) => `This credit note is closed at the sum of ${words}.`,
    paid: 'Paid',
    due: 'Balance due',
    closing: (words) => `This fee note is closed at the sum of ${words}.`,
    currency: 'MAD',
    page: (n, of) => `Page ${n} of ${of}`,
  },
};

/** Moroccan documents in Arabic write amounts as French ones do: Latin digits, 2 041,50. */
const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'fr-FR', en: 'en-GB' };

/**
 * Centimes as the reader writes an amount, Latin digits in every language, its groups held together
 * by no-break spaces (one run, never split across a line nor reordered inside Arabic): "1 200,50 MAD", "1,200.50 MAD", "1 200,50 درهم". */
export const amountText = (centimes: number, language: Language) => {
  const number = new Intl.NumberFormat(NUMBER_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(centimes / 100)
    .replace(/[\u00a0\u202f]/g, '\u00a0');
  const unit = WORDS[language].currency;
  return language === 'ar' ? `${isolateLtr(number)} ${unit}` : isolateLtr(`${number} ${unit}`);
};
const rateText = (basisPoints: number, language: Language) =>
  isolateLtr(`${new Intl.NumberFormat(NUMBER_LOCALES[language], { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`);
/** An invoice's title in a language: « Note d'honoraires n° 2026-0001 » (its document's name once sent). */
export const invoiceTitle = (numero: string, language: Language) => WORDS[language].title(numero);

/** `YYYY-MM-DD` as 28/11/2026, one left-to-right run in every language. */
export const dayText = (day: string) => isolateLtr(day.split('-').reverse().join('/'));

const clientLines = (client: ClientRecord, words: Words) => {
  const name = client.idTypeClient === 'PM' ? (client.raisonSociale ?? '') : [client.prenom, client.nom].filter(Boolean).join(' ');
  return [
    isolate(name),
    ...(client.adresse?.split('\n').map((line) => isolate(line.trim())) ?? []),
    ...(client.idTypeClient === 'PM' && client.rc ? [`${words.rc} : ${isolate(client.rc)}`] : []),
    ...(client.idTypeClient === 'PM' && client.ice ? [`ICE : ${isolateLtr(client.ice)}`] : []),
  ].filter(Boolean);
};

/** The firm's tax identifiers, which an invoice must carry: IF, ICE, TP (and RC when set), one left-to-right line in every language. */
const taxIdentifiers = (firm: FirmRecord | undefined) =>
  isolateLtr(
    (
      [
        ['IF', firm?.identifiantFiscal],
        ['ICE', firm?.ice],
        ['TP', firm?.taxeProfessionnelle],
        ['RC', firm?.rc],
      ] as const
    )
      .flatMap(([label, value]) => (value ? [`${label} ${value}`] : []))
      .join(' — '),
  );

/**
 * An issued invoice as a printed note d'honoraires in one language: the firm's letterhead with its
 * tax identifiers, the number, date, dossier and client, the lines, the totals (VAT by rate, VAT
 * withheld and provisions when any), its credit notes, what is paid and due, and the net in words.
 */
type Source = { dossier: Dossier; clients: readonly ClientRecord[]; firm: FirmRecord | undefined };
type Row = [string, number];
type PrintedLine = { libelle: string; nature: StoredLine['nature']; tauxTvaBasisPoints: number; montantCentimes: number };

/** The rows of a note's totals up to its net: before tax, VAT by rate, disbursements, TTC, VAT withheld and provisions when any. */
const totalRows = (totals: InvoiceTotals, language: Language): Row[] => {
  const words = WORDS[language];
  return [
    [words.ht, totals.htCentimes],
    ...totals.tva.map((rate): Row => [
      words.vat(rateText(rate.tauxBasisPoints, language), amountText(rate.baseCentimes, language)),
      rate.montantCentimes,
    ]),
    ...(totals.deboursCentimes ? [[words.debours, totals.deboursCentimes] as Row] : []),
    [words.ttc, totals.ttcCentimes],
    ...(totals.retenueTvaCentimes ? [[words.withheld, -totals.retenueTvaCentimes] as Row] : []),
    ...(totals.provisionsCentimes ? [[words.provisions, -totals.provisionsCentimes] as Row] : []),
  ];
};

/**
 * A printed note of the firm's (an invoice, a credit note): the letterhead with its tax
 * identifiers, the title, the heading lines, the client, its lines, its totals and the closing.
 */
const noteDocument = (
  { clients, firm }: Pick<Source, 'clients' | 'firm'>,
  language: Language,
  note: { title: string; heading: string[]; lines: readonly PrintedLine[]; exempt: boolean; rows: readonly Row[]; closing: string },
): PrintDocument => {
  const words = WORDS[language];
  const money = (centimes: number) => amountText(centimes, language);
  const blocks: PrintBlock[] = [
    ...note.heading.map((text): PrintBlock => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: words.client },
    ...clients.flatMap((client) => clientLines(client, words).map((text): PrintBlock => ({ kind: 'paragraph', text }))),
    {
      kind: 'table',
      columns: words.columns.map((label, i) => ({ label, share: [3.2, 1.1, 0.9, 1.4][i]! })),
      rows: note.lines.map((line) => [
        line.libelle,
        words.natures[line.nature],
        line.nature === 'HONORAIRES' && !note.exempt ? rateText(line.tauxTvaBasisPoints, language) : '—',
        money(line.montantCentimes),
      ]),
    },
    {
      kind: 'table',
      columns: [
        { label: '', share: 4 },
        { label: '', share: 1.6 },
      ],
      rows: note.rows.map(([label, centimes]) => [label, centimes < 0 ? `− ${money(-centimes)}` : money(centimes)]),
    },
    { kind: 'paragraph', text: note.closing },
  ];
  return {
    language,
    direction: language === 'ar' ? 'rtl' : 'ltr',
    letterhead: {
      name: firm?.nom ?? '',
      lines: [...(firm ? textFooter(firm, language).slice(1) : []), taxIdentifiers(firm)].filter(Boolean),
    },
    title: note.title,
    blocks,
    pageLabel: words.page,
  };
};

export const invoiceDocument = (
  source: Source & { invoice: Invoice; creditNotes: readonly CreditNote[] },
  language: Language,
): PrintDocument => {
  const { invoice, creditNotes, dossier } = source;
  const words = WORDS[language];
  const totals = invoice.totaux;
  const credited = invoice.avoirCentimes ?? 0;
  return noteDocument(source, language, {
    title: words.title(isolate(invoice.numero ?? '')),
    heading: [`${words.date} : ${dayText(invoice.dateEmission ?? '')} — ${words.dossier} : ${isolate(dossier.refCabinet)}`],
    lines: invoice.lignes,
    exempt: invoice.exonere,
    rows: [
      ...totalRows(totals, language),
      [words.net, totals.netCentimes],
      ...creditNotes.map((note): Row => [words.creditNote(isolate(note.numero), dayText(note.date)), -note.totaux.netCentimes]),
      ...(invoice.payeCentimes ? [[words.paid, -invoice.payeCentimes] as Row] : []),
      [words.due, totals.netCentimes - credited - invoice.payeCentimes],
    ],
    closing: words.closing(amountInWords(totals.netCentimes, language)),
  });
};

/**
 * A credit note (avoir) as printed: its number, date, the invoice it credits and why, the lines
 * and amounts it credits, its totals, and its net in words.
 */
export const creditNoteDocument = (source: Source & { invoice: Invoice; note: CreditNote }, language: Language): PrintDocument => {
  const { invoice, note, dossier } = source;
  const words = WORDS[language];
  return noteDocument(source, language, {
    title: words.creditNoteTitle(isolate(note.numero)),
    heading: [
      `${words.date} : ${dayText(note.date)} — ${words.dossier} : ${isolate(dossier.refCabinet)}`,
      words.ofInvoice(isolateLtr(invoice.numero ?? ''), dayText(invoice.dateEmission ?? '')),
      `${words.reason} : ${isolate(note.motif)}`,
    ],
    lines: note.lignes,
    exempt: invoice.exonere,
    rows: [...totalRows(note.totaux, language), [words.net, note.totaux.netCentimes]],
    closing: words.creditClosing(amountInWords(note.totaux.netCentimes, language)),
  });
};
