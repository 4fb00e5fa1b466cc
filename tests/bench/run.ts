import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../infra/local/stack';
import { benchBundles } from './bundles';
import { runDeadlinesBench } from './deadlines';
import { benchDossierWork } from './dossier-work';
import { runDossiersBench } from './dossiers';
import { benchLogin } from './login';
import { benchMessages } from './messages';
import { benchStartup } from './startup';

/**
 * `npm run bench`: the numbers we track. Speed and size targets live here, measured, never in
 * timed tests. Each stack it needs is its own, on free ports, in a temporary directory.
 */
await benchStartup();
benchBundles();

const dataDir = mkdtempSync(join(tmpdir(), 'mizan-bench-'));
const stack = await startStack({ dataDir, port: 0, log: 'quiet', scheduler: false });
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
  await benchMessages({ apiUrl: stack.url });
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
