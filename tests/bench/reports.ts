import type { Item } from '../../functions/src/adapters/table';
import { listEntries } from '../../functions/src/db/dossier-lists';
import type { Dossier } from '../../functions/src/db/dossiers';
import type { Stack } from '../../infra/local/stack';
import { dossierItems } from './court';
import { lawyerFirm, writer } from './dossiers';
import { ratioRow, sideBySide } from './stats';

/**
 * Reports bench (issue 33): a firm of `large` dossiers against one of `small`, each dossier with
 * a hearing and a deadline, spread over the last two years. The reports job computes both firms'
 * figures (its time is printed: it is the job's, not a request's); then GET /api/Rapports of the
 * last twelve months, the whole firm, is measured side by side, p50 within 1.2×: it reads one
 * aggregate item whatever the firm's size.
 */
export type ReportsBenchOptions = { stack: Stack; large?: number; small?: number; requests?: number };

const DAY_MS = 86_400_000;

export const runReportsBench = async ({ stack, large = 40_000, small = 100, requests = 200 }: ReportsBenchOptions) => {
  const write = writer(stack.env);
  const firm = async (label: string, count: number) => {
    const f = await lawyerFirm(stack.url, label);
    const items: Item[] = [];
    for (let n = 0; n < count; n++) {
      const day = new Date(Date.now() - (n % 730) * DAY_MS).toISOString().slice(0, 10);
      const [dossier, ...rest] = dossierItems(f.structureId, f.userId, n, day, day);
      // The firm's list of all dossiers (X2), which the job walks.
      items.push(dossier!, ...rest, ...listEntries(f.structureId, dossier as unknown as Dossier));
    }
    await write(items);
    return f;
  };
  const firms = { large: await firm('reports-large', large), small: await firm('reports-small', small) };
  const started = performance.now();
  const ran = await fetch(new URL('/_control/jobs/report-figures', stack.url), { method: 'POST' });
  if (ran.status !== 200) throw new Error(`the reports job answered ${ran.status}: ${await ran.text()}`);
  const jobSeconds = (performance.now() - started) / 1000;
  const get = async (scenario: 'large' | 'small') => {
    const res = await fetch(new URL('/api/Rapports', stack.url), { headers: { authorization: `Bearer ${firms[scenario].token}` } });
    if (res.status !== 200) throw new Error(`/api/Rapports answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { calculeLe: string | null; ouverts: { parStatut: { nombre: number }[] } };
  };
  for (const [scenario, count] of [
    ['large', large],
    ['small', small],
  ] as const) {
    const answer = await get(scenario);
    const open = answer.ouverts.parStatut.reduce((sum, row) => sum + row.nombre, 0);
    if (!answer.calculeLe || open !== count) throw new Error(`${scenario}: ${open} open dossiers in the figures, ${count} written`);
  }
  console.log(`\nReports bench: a firm of ${large} dossiers against one of ${small}; the job computed both in ${jobSeconds.toFixed(1)} s`);
  console.log('\n| call | large p50 | large p95 | small p50 | small p95 | ratio p50 | target |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    ratioRow(
      'GET /api/Rapports, last twelve months',
      await sideBySide(async (scenario) => void (await get(scenario)), { requests, concurrency: 4 }),
    ),
  );
};
