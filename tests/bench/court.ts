import type { Item, TransactItem } from '../../functions/src/adapters/table';
import { putCourtDeadline, type CourtDeadline } from '../../functions/src/db/court-records';
import { createAppointment } from '../../functions/src/db/appointments';
import { createDeadline } from '../../functions/src/db/deadlines';
import { listEntries } from '../../functions/src/db/dossier-lists';
import { dossierItem, type Dossier } from '../../functions/src/db/dossiers';
import { newId } from '../../functions/src/db/keys';
import { plusDays, weekOf } from '../../functions/src/services/agenda';
import type { Stack } from '../../infra/local/stack';
import { lawyerFirm, writer } from './dossiers';
import { ms, ratioRow, sideBySide } from './stats';

/**
 * Court-portal and dashboard bench.
 * 1. The dashboard's calls for a lawyer of a firm of `large` dossiers against one of `small`,
 *    each with the same week (5 court hearings, 5 alerted deadlines, 5 meetings); every other
 *    dossier has a court step, an alerted deadline and a meeting outside the week. Target: within
 *    1.2× (the calls read the person's week by index, never the dossiers).
 * 2. The scheduled court sync of `syncDossiers` open dossiers with a court reference against the
 *    simulator: total time and the portal's peak requests per second (the rate limit: 2/s).
 */
export type CourtBenchOptions = { stack: Stack; large?: number; small?: number; syncDossiers?: number; requests?: number };

export const putOf = (write: TransactItem) => ('Put' in write ? [write.Put.Item as Item] : []);
const CALLS = ['audiences-for', 'meetings-for', 'Deadlines-for', 'alerts-for', 'days-for'] as const;

const dossierOf = (userId: string, n: number, refTribunal?: string): Dossier => ({
  id: newId(),
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  idUtilisateur: userId,
  idStatutDossier: 'ENC',
  refCabinet: `BENCH-${n}-${Date.now().toString(36)}`,
  ...(refTribunal ? { refTribunal } : {}),
  dateOuverture: '2026-01-05',
  alerte: false,
  nomClient: 'Client Bench',
  version: 1,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
});

/** A dossier of the firm with a court step (next hearing on `hearing`), an alerted deadline on `due` and a meeting on `hearing`. */
export const dossierItems = (structureId: string, userId: string, n: number, hearing: string, due: string): Item[] => {
  const dossier = dossierOf(userId, n);
  const step: CourtDeadline = {
    id: newId(),
    idDossier: dossier.id,
    date: '2026-01-12',
    typeLabel: 'جلسة',
    contenu: 'إدراج الملف بالجلسة',
    prochaineAudience: `${hearing}T10:00`,
    idUtilisateur: userId,
  };
  const deadline = createDeadline(structureId, {
    id: newId(),
    idDossier: dossier.id,
    idTypeEcheance: 'DOC',
    day: due,
    alerte: true,
    idUtilisateur: userId,
    createdAt: new Date().toISOString(),
    createdBy: userId,
  }).flatMap(putOf);
  const now = new Date().toISOString();
  const meeting = createAppointment(structureId, {
    id: newId(),
    idUtilisateur: userId,
    utilisateur: { nom: 'Bench', prenom: 'Avocat' },
    client: { nom: 'Bench', prenom: 'Client' },
    idDossier: dossier.id,
    refCabinet: dossier.refCabinet,
    date: hearing,
    debut: '15:00',
    fin: '15:30',
    statut: 'CNF',
    sequence: 0,
    createdAt: now,
    createdBy: userId,
    updatedAt: now,
  });
  return [dossierItem(structureId, dossier), ...putOf(putCourtDeadline(structureId, step)), ...deadline, ...putOf(meeting)];
};

const benchDashboard = async (stack: Stack, large: number, small: number, requests: number) => {
  const write = writer(stack.env);
  const { monday } = weekOf(new Date());
  const far = plusDays(monday, 60);
  const firm = async (label: string, count: number) => {
    const f = await lawyerFirm(stack.url, label);
    const items: Item[] = [];
    for (let n = 0; n < count; n++) {
      const inWeek = n < 5;
      items.push(
        ...dossierItems(
          f.structureId,
          f.userId,
          n,
          inWeek ? plusDays(monday, n) : plusDays(far, n % 300),
          inWeek ? plusDays(monday, n) : plusDays(far, n % 300),
        ),
      );
    }
    await write(items);
    return f;
  };
  const firms = { large: await firm('court-large', large), small: await firm('court-small', small) };
  console.log(`\nDashboard bench: the dashboard's calls for a lawyer of ${large} dossiers against one of ${small} (same week)`);
  const call = async (scenario: 'large' | 'small', route: string) => {
    const f = firms[scenario];
    const res = await fetch(new URL(`/api/Dashboard/${route}/${f.userId}`, stack.url), { headers: { authorization: `Bearer ${f.token}` } });
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    await res.arrayBuffer();
  };
  console.log('\n| call | large p50 | large p95 | small p50 | small p95 | ratio p50 | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const route of CALLS)
    console.log(ratioRow(route, await sideBySide((scenario) => call(scenario, route), { requests, concurrency: 4 })));
};

const benchScheduledSync = async (stack: Stack, count: number) => {
  const f = await lawyerFirm(stack.url, 'court-sync');
  const items: Item[] = [];
  for (let n = 0; n < count; n++) {
    const dossier = dossierOf(f.userId, n, `${n + 1}/1201/2026`);
    items.push(dossierItem(f.structureId, dossier), ...listEntries(f.structureId, dossier));
  }
  await writer(stack.env)(items);
  const control = (path: string, init?: RequestInit) => fetch(new URL(path, stack.courtPortalUrl), init);
  await control('/_control/reset', { method: 'POST' });
  console.log(`\nScheduled court sync: ${count} dossiers against the simulator (rate limit ${process.env.COURT_PORTAL_RATE ?? 2}/s)`);
  const started = performance.now();
  await stack.runJob('court-sync');
  const total = performance.now() - started;
  const stats = (await (await control('/_control/stats')).json()) as { requests: number; peakPerSecond: number };
  console.log('\n| dossiers | portal requests | total | per dossier | peak requests/s |');
  console.log('|---|---|---|---|---|');
  console.log(`| ${count} | ${stats.requests} | ${(total / 1000).toFixed(1)} s | ${ms(total / count)} | ${stats.peakPerSecond} |`);
};

export const runCourtBench = async ({ stack, large = 40_000, small = 100, syncDossiers = 2000, requests = 200 }: CourtBenchOptions) => {
  await benchDashboard(stack, large, small, requests);
  await benchScheduledSync(stack, syncDossiers);
};
