import { call, fill } from './dossier-work';
import { verifyRegistration } from './registration';
import { measure, ms, percentile } from './stats';

/**
 * A thread's first page costs the same however long the thread: a dossier with `large` messages
 * answers its newest 50 within `TARGET`× the time of one with `small`. Both threads are written
 * through AddMessage, then read in alternation (the staff's reading writes nothing once read), so
 * that the machine's load weighs on both alike. A ratio over the target sets a failing exit code.
 */
const TARGET = 1.2;

type Options = { apiUrl: string; large?: number; small?: number; requests?: number; log?: (line: string) => void };

export const benchMessages = async ({ apiUrl, large = 2000, small = 20, requests = 200, log = console.log }: Options) => {
  const email = `bench.messages.${Date.now().toString(36)}@bench.ma`;
  const password = 'Bench@2026';
  await call(apiUrl, '/api/account/register', {
    body: { userName: 'Bench', userFirstName: 'Messages', structure: 'Cabinet Messages', email, phone: '0612345678', password },
  });
  await verifyRegistration(apiUrl, email);
  const { token } = (await call(apiUrl, '/api/Account/login', { body: { username: email, password } })) as { token: string };
  const thread = async (count: number) => {
    const { id } = (await call(apiUrl, '/api/Dossier/createDossier', {
      token,
      body: {
        idTypeDossier: 'CIV',
        idTribunal: 'TPI-RABAT',
        refCabinet: `BENCH-MSG-${count}-${Date.now()}`,
        dateOuverture: '2026-01-05',
        Client: [],
        adversaire: [],
      },
    })) as { id: string };
    await fill(count, (i) =>
      call(apiUrl, '/api/Dossier/AddMessage', {
        token,
        body: { idDossier: id, sujet: `Sujet ${i}`, contenu: `Message ${i}\n${'texte '.repeat(40)}` },
      }),
    );
    return id;
  };
  const started = performance.now();
  const ids = { large: await thread(large), small: await thread(small) };
  log(
    `\nMessages bench: threads of ${large} and ${small} messages, written through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const rows: { concurrency: number; large: number[]; small: number[] }[] = [];
  for (const concurrency of [1, 20]) {
    const times = { large: [] as number[], small: [] as number[] };
    const timed = async (kind: 'large' | 'small') => {
      const begin = performance.now();
      await call(apiUrl, `/api/dossier/${ids[kind]}/messages`, { token });
      times[kind].push(performance.now() - begin);
    };
    await measure(20, concurrency, (i) => timed(i % 2 ? 'large' : 'small'));
    times.large.length = times.small.length = 0;
    await measure(requests * 2, concurrency, (i) => timed(i % 2 ? 'large' : 'small'));
    rows.push({ concurrency, ...times });
  }

  log(`\n| call | clients | ${large} p50 | ${large} p95 | ${small} p50 | ${small} p95 | ratio p50 | target |`);
  log('|---|---|---|---|---|---|---|---|');
  let over = false;
  for (const row of rows) {
    const ratio = percentile(row.large, 50) / percentile(row.small, 50);
    over ||= ratio > TARGET;
    log(
      `| thread, first page | ${row.concurrency} | ${ms(percentile(row.large, 50))} | ${ms(percentile(row.large, 95))} | ${ms(percentile(row.small, 50))} | ${ms(percentile(row.small, 95))} | ${ratio.toFixed(2)} | ${ratio > TARGET ? `over ${TARGET}×` : `≤ ${TARGET}×`} |`,
    );
  }
  if (over) process.exitCode = 1;
  return rows;
};
