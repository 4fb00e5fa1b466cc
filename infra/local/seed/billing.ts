import { expectStatus, type SeedModule } from './types';
import { dossierId, staffSessions } from './lookups';

type Person = 'admin' | 'salma' | 'khadija';
type Invoice = { id: string; version: number; resteCentimes: number; lignes: { id: string }[] };
/**
 * The demo dossiers' invoices, one in each state: who drafts it (an assistant may), lines typed by
 * hand when the dossier's unbilled work is not what the demo needs, who issues it (the dossier's
 * lawyer or the admin), the payments recorded on it, and a credit note of part of its first line.
 */
type Plan = {
  draftedBy: Person;
  lines?: { libelle: string; montant: string }[];
  issuedBy?: Person;
  /** Who sends it to the client once issued (its PDF among the dossier's documents, and by email). */
  sentBy?: Person;
  payments?: { montant: string | 'rest'; mode: 'ESPECES' | 'CHEQUE' | 'VIREMENT' | 'EFFET'; daysAgo: number; reference?: string }[];
  creditNote?: { by: Person; motif: string; montant: string };
  /** A provision received after the invoice, which the dossier's next invoice deducts. */
  provision?: { montant: string; mode: 'ESPECES' | 'CHEQUE' | 'VIREMENT' | 'EFFET'; daysAgo: number; reference: string };
};
const INVOICES: Record<string, Plan> = {
  // A draft the assistant prepared from the unbilled time, for Salma to issue.
  '2026/1201/145': { draftedBy: 'khadija' },
  // The flat fee's first instalment (worded in Arabic), issued and partly paid: Fatima Zahra sees it.
  '2026/1187/092': {
    draftedBy: 'admin',
    issuedBy: 'admin',
    payments: [{ montant: '3000', mode: 'VIREMENT', daysAgo: 5, reference: 'VIR 778120' }],
    // An advance on the second instalment, kept for the next note.
    provision: { montant: '2500', mode: 'VIREMENT', daysAgo: 1, reference: 'VIR 781004' },
  },
  // The time spent on the sale (the admin's dossier), issued by the admin, sent to Fatima Zahra
  // (its PDF among her documents) and paid in full by cheque.
  '2025/0412/118': {
    draftedBy: 'salma',
    issuedBy: 'admin',
    sentBy: 'admin',
    payments: [{ montant: 'rest', mode: 'CHEQUE', daysAgo: 2, reference: 'CHQ 0045871' }],
  },
  // A consultation typed by hand on the dismissal (a success fee: no time to bill), issued and
  // unpaid, then reduced by a credit note (AV-{year}-0001) its lawyer granted.
  '2026/0954/031': {
    draftedBy: 'salma',
    lines: [{ libelle: 'Consultation et calcul des indemnités', montant: '2000' }],
    issuedBy: 'salma',
    creditNote: { by: 'salma', motif: 'Remise accordée sur la consultation', montant: '500' },
  },
};

/** The day `days` after today (before it when negative). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Invoices in each state on the demo dossiers (a draft, unpaid, partly paid, paid, one partly
 * credited, one sent to its client) and a provision, through the
 * billing routes as the Honoraires panel sends them; the firm's IF, ICE and TP are set by the
 * firm's details before. A dossier that already has an invoice is left as it is (a rerun).
 */
export const billing: SeedModule = {
  name: 'billing',
  accounts: [],
  async run(ctx) {
    const sessions = await staffSessions(ctx);
    const headers = { 'accept-language': 'fr' };
    for (const [refCabinet, plan] of Object.entries(INVOICES)) {
      const idDossier = await dossierId(ctx, sessions.admin.token, refCabinet);
      const existing = await ctx.api<{ items: unknown[] }>('billing.invoices', { token: sessions.admin.token, params: { id: idDossier } });
      if (existing.body.items.length) continue;
      const token = sessions[plan.draftedBy].token;
      const drafted = await ctx.api<Invoice>('billing.createInvoice', { token, headers, params: { id: idDossier }, body: {} });
      expectStatus(drafted, [201], `drafting an invoice on ${refCabinet}`);
      let invoice = drafted.body;
      if (plan.lines) {
        const edited = await ctx.api<Invoice>('billing.updateInvoice', {
          token,
          headers,
          params: { id: invoice.id },
          body: {
            lignes: plan.lines.map((line) => ({ nature: 'HONORAIRES', tauxTva: 20, ...line })),
            exonere: false,
            retenueTva: 0,
            version: invoice.version,
          },
        });
        expectStatus(edited, [200], `editing the draft of ${refCabinet}`);
        invoice = edited.body;
      }
      if (!plan.issuedBy) continue;
      const issued = await ctx.api<Invoice>('billing.issueInvoice', {
        token: sessions[plan.issuedBy].token,
        headers,
        params: { id: invoice.id },
        body: { version: invoice.version },
      });
      expectStatus(issued, [200], `issuing the invoice of ${refCabinet}`);
      invoice = issued.body;
      if (plan.sentBy) {
        const sent = await ctx.api('print.sendInvoice', { token: sessions[plan.sentBy].token, headers, params: { id: invoice.id } });
        expectStatus(sent, [200], `sending the invoice of ${refCabinet}`);
      }
      for (const payment of plan.payments ?? []) {
        const paid = await ctx.api<Invoice>('billing.addPayment', {
          token: sessions.admin.token,
          headers,
          params: { id: invoice.id },
          body: {
            montant: payment.montant === 'rest' ? (invoice.resteCentimes / 100).toFixed(2) : payment.montant,
            mode: payment.mode,
            date: day(-payment.daysAgo),
            ...(payment.reference && { reference: payment.reference }),
          },
        });
        expectStatus(paid, [201], `recording a payment on ${refCabinet}`);
        invoice = paid.body;
      }
      if (plan.creditNote) {
        const credited = await ctx.api<Invoice>('billing.createCreditNote', {
          token: sessions[plan.creditNote.by].token,
          headers,
          params: { id: invoice.id },
          body: { motif: plan.creditNote.motif, lignes: [{ id: invoice.lignes[0]!.id, montant: plan.creditNote.montant }] },
        });
        expectStatus(credited, [201], `crediting the invoice of ${refCabinet}`);
      }
      if (plan.provision) {
        const { daysAgo, ...received } = plan.provision;
        const recorded = await ctx.api('billing.createProvision', {
          token: sessions.admin.token,
          headers,
          params: { id: idDossier },
          body: { ...received, date: day(-daysAgo) },
        });
        expectStatus(recorded, [201], `recording a provision on ${refCabinet}`);
      }
    }
  },
};
