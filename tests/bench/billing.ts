import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { invoiceNumber, invoiceTotals } from '@mizan/shared/invoices';
import type { Item } from '../../functions/src/adapters/table';
import { addToDayBilling } from '../../functions/src/db/firm-invoices';
import { putDraft, type Invoice } from '../../functions/src/db/invoices';
import { newId } from '../../functions/src/db/keys';
import type { Stack } from '../../infra/local/stack';
import { dossierItems, putOf } from './court';
import { documentClient, lawyerFirm, writer } from './dossiers';
import { ratioRow, sideBySide } from './stats';

/**
 * Billing bench (issue 30): a firm of `large` issued invoices against one of `small`, ten per
 * dossier, issued over the last two years (one a day at most in the small firm, several a day in
 * the large one), a third of them paid. Written straight into the table as the API writes them
 * (the invoice, its row of the firm's list, the firm's billing of each day and in all). Measured
 * side by side, p50 within 1.2×: the firm's list (`GET /api/Factures`, its first page with the
 * totals and ageing, as the Factures page opens) and a dossier's Honoraires panel (its agreement,
 * time, invoices and provisions, the four calls the panel makes at once).
 */
export type BillingBenchOptions = { stack: Stack; large?: number; small?: number; requests?: number };

const DAY_MS = 86_400_000;
const PER_DOSSIER = 10;

export const runBillingBench = async ({ stack, large = 5000, small = 50, requests = 200 }: BillingBenchOptions) => {
  const write = writer(stack.env);
  const client = documentClient(stack.env);
  const firm = async (label: string, count: number) => {
    const f = await lawyerFirm(stack.url, label);
    const items: Item[] = [];
    const changes: Parameters<typeof addToDayBilling>[1][number][] = [];
    let dossierId = '';
    for (let n = 0; n < count; n++) {
      if (n % PER_DOSSIER === 0) {
        const [dossier, ...rest] = dossierItems(f.structureId, f.userId, n, '2026-01-12', '2026-01-12');
        items.push(dossier!, ...rest);
        dossierId = String(dossier!.id);
      }
      const day = new Date(Date.now() - Math.floor((n * 730) / count) * DAY_MS).toISOString().slice(0, 10);
      const totaux = invoiceTotals([{ nature: 'HONORAIRES', montantCentimes: 100_000 + n, tauxTvaBasisPoints: 2000 }], {
        exonere: false,
        retenueTvaBasisPoints: 0,
        provisionsCentimes: 0,
      });
      const paid = n % 3 === 0 ? totaux.netCentimes : 0;
      const invoice: Invoice = {
        id: newId(),
        idDossier: dossierId,
        contexte: { refCabinet: `BENCH-${n}`, nomClient: 'Client Bench', idClients: [], idAvocat: f.userId, nomAvocat: 'Bench Lawyer' },
        statut: 'EMISE',
        numero: invoiceNumber(Number(day.slice(0, 4)), n + 1),
        dateEmission: day,
        lignes: [
          {
            id: newId(),
            nature: 'HONORAIRES',
            libelle: 'Honoraires',
            montantCentimes: 100_000 + n,
            tauxTvaBasisPoints: 2000,
            source: 'MANUELLE',
          },
        ],
        exonere: false,
        retenueTvaBasisPoints: 0,
        totaux,
        payeCentimes: paid,
        version: 2,
        createdAt: `${day}T09:00:00.000Z`,
        creePar: { id: f.userId, name: 'Bench Lawyer' },
      };
      const writes = putDraft(f.structureId, invoice);
      items.push(...[...writes.guarded, ...writes.after].flatMap(putOf));
      changes.push({
        day,
        ttcCentimes: totaux.ttcCentimes,
        payeCentimes: paid,
        resteCentimes: totaux.netCentimes - paid,
        encaisseCentimes: paid,
      });
    }
    await write(items);
    for (const update of addToDayBilling(f.structureId, changes))
      if ('Update' in update) await client.send(new UpdateCommand({ ...update.Update, TableName: stack.env.TABLE_NAME } as never));
    return { ...f, dossierId };
  };
  const firms = { large: await firm('billing-large', large), small: await firm('billing-small', small) };
  const get = async (scenario: 'large' | 'small', path: string) => {
    const res = await fetch(new URL(path, stack.url), { headers: { authorization: `Bearer ${firms[scenario].token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  for (const scenario of ['large', 'small'] as const) {
    const page = (await get(scenario, '/api/Factures?limit=20')) as { items: unknown[]; totaux: { ttcCentimes: number } };
    if (page.items.length !== 20 || !page.totaux.ttcCentimes) throw new Error(`${scenario}: the list answered ${page.items.length} rows`);
    const panel = (await get(scenario, `/api/Dossier/${firms[scenario].dossierId}/factures?limit=10`)) as { items: unknown[] };
    if (panel.items.length !== PER_DOSSIER) throw new Error(`${scenario}: the dossier's panel answered ${panel.items.length} invoices`);
  }
  const panel = (scenario: 'large' | 'small') => {
    const id = firms[scenario].dossierId;
    return Promise.all(
      [
        `/api/Dossier/${id}/convention-honoraires`,
        `/api/Dossier/${id}/temps?limit=10`,
        `/api/Dossier/${id}/factures?limit=10`,
        `/api/Dossier/${id}/provisions?limit=10`,
      ].map((path) => get(scenario, path)),
    );
  };
  console.log(`\nBilling bench: a firm of ${large} issued invoices against one of ${small}, ${PER_DOSSIER} a dossier`);
  console.log('\n| call | large p50 | large p95 | small p50 | small p95 | ratio p50 | target |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    ratioRow(
      'GET /api/Factures, first page with totals and ageing',
      await sideBySide(async (scenario) => void (await get(scenario, '/api/Factures?limit=20')), { requests, concurrency: 4 }),
    ),
  );
  console.log(
    ratioRow(
      "A dossier's Honoraires panel (4 calls at once)",
      await sideBySide(async (scenario) => void (await panel(scenario)), { requests, concurrency: 4 }),
    ),
  );
};
