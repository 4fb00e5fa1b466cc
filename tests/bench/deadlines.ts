import type { StackEnv } from '../../infra/local/stack';
import type { Item, TransactItem } from '../../functions/src/adapters/table';
import { createDeadline, type Deadline } from '../../functions/src/db/deadlines';
import { newId } from '../../functions/src/db/keys';
import { lawyerFirm, writer } from './dossiers';
import { measure, ms, percentile } from './stats';

/**
 * Deadline-list bench: one firm, a dossier with `large` deadlines and one with `small`, written
 * directly in the shapes the API writes (db/deadlines.ts), open and realised ones mixed. Measures
 * the first page the Folder screen asks for (5 deadlines, open first) at 1 and 20 concurrent
 * clients. Target: the large dossier answers within 1.2× the small one's time (cost follows the
 * page, not the dossier).
 */
export type DeadlinesBenchOptions = {
  apiUrl: string;
  env: StackEnv;
  large?: number;
  small?: number;
  requests?: number;
  log?: (line: string) => void;
};

const TYPES = ['AUD', 'DOC', 'RDV', 'TEL'];
const DAY_MS = 86_400_000;
type Scenario = 'large' | 'small';
const SCENARIOS: readonly Scenario[] = ['large', 'small'];
const ROUNDS = 4;
const putOf = (write: TransactItem) => ('Put' in write ? [write.Put.Item as Item] : []);

const deadlineItems = (structureId: string, dossierId: string, userId: string, n: number): Item[] => {
  const day = new Date(Date.UTC(2026, 0, 1) + (n % 700) * DAY_MS).toISOString().slice(0, 10);
  const realised = n % 3 === 0;
  const deadline: Deadline = {
    id: newId(),
    idDossier: dossierId,
    idTypeEcheance: TYPES[n % TYPES.length]!,
    day,
    ...(n % 4 === 0 ? { time: '09:30' } : {}),
    contenu: `Échéance ${n}`,
    alerte: n % 5 === 0,
    idUtilisateur: userId,
    ...(realised ? { dateRealisation: `${day}T15:00:00.000Z` } : {}),
    createdAt: new Date().toISOString(),
    createdBy: userId,
  };
  return createDeadline(structureId, deadline).flatMap(putOf);
};

export const runDeadlinesBench = async (options: DeadlinesBenchOptions) => {
  const { apiUrl, env, large = 500, small = 10, requests = 200 } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const firm = await lawyerFirm(apiUrl, 'deadlines');
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, apiUrl), {
      method,
      headers: { authorization: `Bearer ${firm.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const dossier = async (ref: string, count: number) => {
    const created = await call('POST', '/api/Dossier/createDossier', {
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: `${ref}-${Date.now().toString(36)}`,
      dateOuverture: '2026-01-05',
    });
    const id = String(created.id);
    const items: Item[] = [];
    for (let n = 0; n < count; n++) items.push(...deadlineItems(firm.structureId, id, firm.userId, n));
    await writer(env)(items);
    return id;
  };
  const ids = { large: await dossier('ECH-LARGE', large), small: await dossier('ECH-SMALL', small) };
  log(`\nDeadlines bench: a dossier of ${large} deadlines against one of ${small} (first page of 5, open first)`);

  const paths = { large: `/api/Dossier/${ids.large}/echeances?limit=5`, small: `/api/Dossier/${ids.small}/echeances?limit=5` };
  for (const scenario of SCENARIOS) {
    const first = (await call('GET', paths[scenario])) as { items: unknown[]; cursor: string | null };
    if (first.items.length !== 5 || !first.cursor) throw new Error(`${scenario}: the first page should hold 5 deadlines and a cursor`);
  }
  // The two dossiers are measured in alternating rounds, so that warming up and drift weigh on both alike.
  const rows: { scenario: Scenario; concurrency: number; p50: number; p95: number }[] = [];
  for (const concurrency of [1, 20]) {
    const latencies: Record<Scenario, number[]> = { large: [], small: [] };
    for (const scenario of SCENARIOS) await measure(20, concurrency, async () => void (await call('GET', paths[scenario])));
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of round % 2 ? [...SCENARIOS].reverse() : SCENARIOS) {
        latencies[scenario].push(...(await measure(requests / ROUNDS, concurrency, async () => void (await call('GET', paths[scenario])))));
      }
    }
    for (const scenario of SCENARIOS)
      rows.push({ scenario, concurrency, p50: percentile(latencies[scenario], 50), p95: percentile(latencies[scenario], 95) });
  }
  log('\n| call | clients | large p50 | large p95 | small p50 | small p95 | ratio p50 | ratio p95 | target |');
  log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows.filter((r) => r.scenario === 'large')) {
    const base = rows.find((r) => r.scenario === 'small' && r.concurrency === row.concurrency)!;
    const ratio = row.p50 / base.p50;
    log(
      `| deadlines, first page | ${row.concurrency} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(base.p50)} | ${ms(base.p95)} | ${ratio.toFixed(2)} | ${(row.p95 / base.p95).toFixed(2)} | ${ratio <= 1.2 ? 'met (≤ 1.2)' : 'MISSED (> 1.2)'} |`,
    );
  }
  return rows;
};
