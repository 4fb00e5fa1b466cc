import { verifyRegistration } from './registration';
import { measure, ms, percentile } from './stats';

/**
 * Cost follows the page: a dossier with `large` expenses and actions answers the first page of its
 * expenses (with the total and subtotals) and of its history within `TARGET`× the time of a
 * dossier with `small`. Both dossiers are filled through the API (AddDepense, AddAction), then
 * their first pages are requested in alternation, so that the machine's load weighs on both alike.
 * A ratio over the target sets a failing exit code.
 */
const TARGET = 1.2;

type Options = { apiUrl: string; large?: number; small?: number; requests?: number; log?: (line: string) => void };

export const call = async (apiUrl: string, path: string, init: { token?: string; body?: unknown } = {}) => {
  const response = await fetch(new URL(path, apiUrl), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
};

/** `count` calls of `run`, 8 at a time. */
export const fill = (count: number, run: (i: number) => Promise<unknown>) => measure(count, 8, async (i) => void (await run(i)));

export const benchDossierWork = async ({ apiUrl, large = 500, small = 10, requests = 200, log = console.log }: Options) => {
  const email = `bench.work.${Date.now().toString(36)}@bench.ma`;
  const password = 'Bench@2026';
  await call(apiUrl, '/api/account/register', {
    body: { userName: 'Bench', userFirstName: 'Work', structure: 'Cabinet Work', email, phone: '0612345678', password },
  });
  await verifyRegistration(apiUrl, email);
  const { token } = (await call(apiUrl, '/api/Account/login', { body: { username: email, password } })) as { token: string };
  const dossier = async (refCabinet: string, count: number) => {
    const { id } = (await call(apiUrl, '/api/Dossier/createDossier', {
      token,
      body: { idTypeDossier: 'CIV', idTribunal: 'TPI-RABAT', refCabinet, dateOuverture: '2026-01-05', Client: [], adversaire: [] },
    })) as { id: string };
    const types = ['HON', 'FDP', 'FPR', 'FTR'];
    await fill(count, (i) =>
      call(apiUrl, '/api/Dossier/AddDepense', {
        token,
        body: {
          idDossier: id,
          idTypeDepense: types[i % types.length],
          montant: ((i * 7919) % 100_000) / 100 + 1,
          dateDepense: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        },
      }),
    );
    await fill(count, (i) =>
      call(apiUrl, '/api/Dossier/AddAction', { token, body: { idDossier: id, idTypeAction: 'APL', valeur: `Appel ${i}` } }),
    );
    return id;
  };
  const started = performance.now();
  const big = await dossier(`BENCH-WORK-${large}-${Date.now()}`, large);
  const little = await dossier(`BENCH-WORK-${small}-${Date.now()}`, small);
  log(
    `\nDossier work bench: ${large} and ${small} expenses and actions per dossier, written through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const rows: { call: string; concurrency: number; large: number[]; small: number[] }[] = [];
  for (const [name, path] of [
    ['expenses, first page with totals', (id: string) => `/api/Dossier/${id}/depenses`],
    ['history of actions, first page', (id: string) => `/api/Dossier/${id}/actions`],
  ] as const) {
    for (const concurrency of [1, 20]) {
      const times = { large: [] as number[], small: [] as number[] };
      const timed = async (kind: 'large' | 'small') => {
        const begin = performance.now();
        await call(apiUrl, path(kind === 'large' ? big : little), { token });
        times[kind].push(performance.now() - begin);
      };
      await measure(20, concurrency, (i) => timed(i % 2 ? 'large' : 'small'));
      times.large.length = times.small.length = 0;
      await measure(requests * 2, concurrency, (i) => timed(i % 2 ? 'large' : 'small'));
      rows.push({ call: name, concurrency, ...times });
    }
  }

  log(`\n| call | clients | ${large} p50 | ${large} p95 | ${small} p50 | ${small} p95 | ratio p50 | target |`);
  log('|---|---|---|---|---|---|---|---|');
  let over = false;
  for (const row of rows) {
    const ratio = percentile(row.large, 50) / percentile(row.small, 50);
    over ||= ratio > TARGET;
    log(
      `| ${row.call} | ${row.concurrency} | ${ms(percentile(row.large, 50))} | ${ms(percentile(row.large, 95))} | ${ms(percentile(row.small, 50))} | ${ms(percentile(row.small, 95))} | ${ratio.toFixed(2)} | ${ratio > TARGET ? `over ${TARGET}×` : `≤ ${TARGET}×`} |`,
    );
  }
  if (over) process.exitCode = 1;
  return rows;
};
