import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '@mizan/functions/db/clients';
import type { Dossier } from '@mizan/functions/db/dossiers';
import type { FirmRecord } from '@mizan/functions/db/firms';
import type { CreditNote, Invoice } from '@mizan/functions/db/invoices';
import { invoiceDocument } from '@mizan/functions/domains/print/invoice-document';
import { renderPdf } from '@mizan/functions/print/pdf';
import { invoiceTotals } from '@mizan/shared/invoices';
import { readPdf } from '../support/pdf-text';

/** Lam-alef is one glyph for two letters; readers give them back alef first (as tests/functions/print-pdf.test.ts). */
const asRead = (text: string) => text.replace(/ل([اأإآ])/g, '$1ل');

const author = { id: 'U1', name: 'Youssef Benali' };
const lignes: Invoice['lignes'] = [
  {
    id: 'L1',
    nature: 'HONORAIRES',
    libelle: 'Consultation et conclusions',
    montantCentimes: 168_500,
    tauxTvaBasisPoints: 2000,
    source: 'MANUELLE',
  },
  { id: 'L2', nature: 'DEBOURS', libelle: 'Timbres fiscaux', montantCentimes: 1_950, tauxTvaBasisPoints: 0, source: 'DEPENSE' },
];
const terms = { exonere: false, retenueTvaBasisPoints: 0 };
const invoice: Invoice = {
  id: 'F1',
  idDossier: 'D1',
  contexte: { refCabinet: 'C-2026-0001', nomClient: 'Société Atlas', idClients: ['C1'], idAvocat: 'U1', nomAvocat: 'Youssef Benali' },
  statut: 'EMISE',
  numero: '2026-0042',
  dateEmission: '2026-11-28',
  lignes,
  ...terms,
  // 1,685.00 + 20 % (337.00) + 19.50 = 2,041.50.
  totaux: invoiceTotals(lignes, { ...terms, provisionsCentimes: 0 }),
  payeCentimes: 50_000,
  avoirCentimes: 2_000,
  version: 2,
  createdAt: '2026-11-28T09:00:00.000Z',
  creePar: author,
};
const creditNote: CreditNote = {
  id: 'A1',
  numero: 'AV-2026-0003',
  date: '2026-11-28',
  motif: 'Geste',
  lignes: [{ idLigne: 'L2', nature: 'DEBOURS', libelle: 'Timbres fiscaux', montantCentimes: 2_000, tauxTvaBasisPoints: 0 }],
  totaux: { ...invoice.totaux, netCentimes: 2_000 },
  auteur: author,
  createdAt: '2026-11-28T10:00:00.000Z',
};
const firm: FirmRecord = {
  idStructure: 'S1',
  nom: 'Cabinet Benali & Associés',
  createdAt: '2026-01-01T00:00:00.000Z',
  adresse: '12, boulevard Mohammed V',
  ville: 'Casablanca',
  identifiantFiscal: '40123456',
  ice: '001234567000089',
  taxeProfessionnelle: '35123456',
  detailsVersion: 1,
};
const client = {
  idClient: 'C1',
  idTypeClient: 'PP',
  nom: 'الإدريسي',
  prenom: 'فاطمة الزهراء',
  isClient: true,
  createdAt: '',
} as ClientRecord;
const dossier = { id: 'D1', refCabinet: '2026/1187/092' } as Dossier;

const textOf = async (language: 'fr' | 'ar') => {
  const pdf = await renderPdf(invoiceDocument({ invoice, creditNotes: [creditNote], dossier, clients: [client], firm }, language));
  if (process.env.MIZAN_PDF_OUT) writeFileSync(`${process.env.MIZAN_PDF_OUT}/invoice-${language}.pdf`, pdf);
  const pages = await readPdf(pdf, language === 'ar' ? 'rtl' : 'ltr');
  return pages.flatMap((page) => page.lines);
};

describe("an invoice's PDF", () => {
  it("carries a company client's RC and ICE under its name", async () => {
    const company = {
      idClient: 'C2',
      idTypeClient: 'PM',
      raisonSociale: 'Atlas Négoce SARL',
      rc: '123456',
      ice: '002345678000012',
      isClient: true,
      createdAt: '',
    } as ClientRecord;
    const pdf = await renderPdf(invoiceDocument({ invoice, creditNotes: [], dossier, clients: [company], firm }, 'fr'));
    const text = (await readPdf(pdf, 'ltr')).flatMap((page) => page.lines).join('\n');
    expect(text).toContain('Atlas Négoce SARL');
    expect(text).toContain('ICE : 002345678000012');
  });

  it('carries in French the number, the tax identifiers, the totals, the credit note, the balance and the net in words', async () => {
    const lines = await textOf('fr');
    const text = lines.join('\n');
    expect(lines).toContain("Note d'honoraires n° 2026-0042");
    expect(text).toContain('IF 40123456 — ICE 001234567000089 — TP 35123456');
    expect(text).toContain('2026/1187/092');
    expect(text).toMatch(/Total TTC 2 041,50 MAD/);
    expect(text).toMatch(/TVA 20 % sur 1 685,00 MAD 337,00 MAD/);
    expect(text).toMatch(/Avoir AV-2026-0003 du 28\/11\/2026 − 20,00 MAD/);
    expect(text).toMatch(/Reste à payer 1 521,50 MAD/);
    expect(lines.join(' ')).toContain(
      "Arrêtée la présente note d'honoraires à la somme de deux mille quarante et un dirhams et cinquante centimes.",
    );
  });

  it('carries in Arabic, shaped and right to left, the number, the total and the net in words', async () => {
    const lines = await textOf('ar');
    const text = lines.join('\n');
    expect(text).toContain('2026-0042');
    expect(lines).toContain(asRead('مذكرة أتعاب رقم 2026-0042'));
    // The IF, ICE and TP read left to right inside the Arabic page.
    expect(lines).toContain('IF 40123456 — ICE 001234567000089 — TP 35123456');
    // An amount's digit groups are drawn as one left-to-right run (the reader gives its pieces back right to left).
    expect(lines.find((line) => line.startsWith(asRead('المجموع مع احتساب الرسوم')))).toMatch(/(2 041,50|041,50 2) درهم$/);
    expect(text).toContain(`AV-2026-0003`);
    // The tanween of درهماً is read back as a mark of its own: the sentence is checked up to it, then after it.
    const words = lines.join(' ');
    expect(words).toContain(asRead('حُصرت مذكرة الأتعاب هذه في مبلغ ألفان وواحد وأربعون درهما'));
    expect(words).toContain('وخمسون سنتيما');
  });
});
