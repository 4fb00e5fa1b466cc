import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../infra/local/stack';
import { benchBundles } from './bundles';
import { runCalendarBench } from './calendar';
import { runCourtBench } from './court';
import { runDeadlinesBench } from './deadlines';
import { benchDocuments } from './documents';
import { benchDossierWork } from './dossier-work';
import { runDossiersBench } from './dossiers';
import { benchLogin } from './login';
import { benchMessages } from './messages';
import { useMailbox } from './registration';
import { benchStartup } from './startup';

/**
 * `npm run bench`: the numbers we track. Speed and size targets live here, measured, never in
 * timed tests. Each stack it needs is its own, on free ports, in a temporary directory.
 */
await benchStartup();
benchBundles();

const dataDir = mkdtempSync(join(tmpdir(), 'mizan-bench-'));
const stack = await startStack({ dataDir, port: 0, log: 'quiet', scheduler: false });
useMailbox(stack.mailboxUrl);
try {
  await benchLogin(stack.url);
  // The scale by default; BENCH_FIRMS and BENCH_DOSSIERS make a quicker run.
  await runDossiersBench({
    apiUrl: stack.url,
    env: stack.env,
    firms: Number(process.env.BENCH_FIRMS ?? 20),
    dossiersPerFirm: Number(process.env.BENCH_DOSSIERS ?? 2000),
  });
  await runDeadlinesBench({ apiUrl: stack.url, env: stack.env });
  await benchDossierWork({ apiUrl: stack.url });
  await benchDocuments({ apiUrl: stack.url });
  await runCalendarBench({ apiUrl: stack.url });
  // The scale by default (40,000 against 100; 2,000 syncs at 2/s take about 17 minutes).
  await runCourtBench({
    stack,
    large: Number(process.env.BENCH_COURT_DOSSIERS ?? 40_000),
    syncDossiers: Number(process.env.BENCH_SYNC_DOSSIERS ?? 2000),
  });
  await benchMessages({ apiUrl: stack.url });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
