import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamo } from '../../infra/local/dynamodb';
import { startStack, type Stack, type StackEnv } from '../../infra/local/stack';

declare module 'vitest' {
  // vitest's injection typing is declared by augmenting its interface: the one allowed interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The test stack's gateway (API and SPA), e.g. http://127.0.0.1:41234. */
    apiUrl: string;
    /** The SES emulator: its page lists sent emails, `/store` answers them as JSON. */
    mailboxUrl: string;
    /** The handlers' environment (table name, pool ids, emulator endpoints, dummy credentials). */
    env: StackEnv;
    /** The fault switch (infra/local/faults.ts): test stacks run with the fault proxies, every fault off. */
    faultsUrl: string;
  }
}

/**
 * The suites sign in far more than 20 times per 5 minutes from 127.0.0.1: the test stack sets its
 * own limit, out of their way (tests/integration/rate-limits.test.ts proves the limit with its own).
 */
const TEST_RATE_LIMIT = { limit: 1_000_000, windowSeconds: 60 };
/**
 * The court portal is our simulator here: the suites do not wait for the real portal's 2 requests per second (the pacing
 * itself is proven by tests/functions/court-portal-mahakim-server.test.ts, and measured by `npm run bench -- court`).
 */
const TEST_COURT_PORTAL_RATE = 50;

/** Projects that need the demo firm; others start empty and make their own data. */
const SEEDED_PROJECTS = ['e2e'];

/**
 * vitest globalSetup of the integration, contract and e2e projects: a stack of its own on free
 * ports in a temporary data directory, scheduler off. The handlers run in vitest's main process
 * and read process.env, so one stack serves every project of a run (a second project's setup
 * reuses it, adding the demo data if it needs them); the last teardown stops it and deletes the
 * directory.
 */
type Shared = { stack: Promise<Stack>; users: number; dataDir: string };
const KEY = Symbol.for('mizan.test-stack');
const registry = globalThis as typeof globalThis & { [KEY]?: Shared };

export const setup = async (project: TestProject) => {
  const wantsSeed = SEEDED_PROJECTS.includes(project.name) || process.env.MIZAN_TEST_SEED === 'true';
  let shared = registry[KEY];
  if (!shared) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mizan-test-'));
    const started = Date.now();
    const stack = startStack({
      dataDir,
      port: 0,
      seed: false,
      log: 'quiet',
      scheduler: false,
      rateLimit: TEST_RATE_LIMIT,
      faults: true,
      courtPortalRate: TEST_COURT_PORTAL_RATE,
      // A whole run's load, as the benches': the tables in memory and the JVM's full JIT, for throughput over start-up.
      dynamo: startDynamo({ dir: join(dataDir, 'dynamodb'), inMemory: true, verbose: false }),
    });
    shared = { stack, users: 0, dataDir };
    registry[KEY] = shared;
    stack.then(
      (s) => console.log(`[stack] ${project.name}: local stack ready in ${Date.now() - started} ms at ${s.url}`),
      () => rmSync(dataDir, { recursive: true, force: true }),
    );
  }
  shared.users++;
  const current = shared;
  const release = async () => {
    current.users--;
    if (current.users > 0) return;
    if (registry[KEY] === current) delete registry[KEY];
    const stack = await current.stack.catch(() => undefined);
    await stack?.stop();
    rmSync(current.dataDir, { recursive: true, force: true });
  };
  let stack: Stack;
  try {
    stack = await current.stack;
    if (wantsSeed) await stack.seed();
  } catch (error) {
    await release();
    throw error;
  }
  project.provide('apiUrl', stack.url);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('env', stack.env);
  project.provide('faultsUrl', stack.faultsUrl ?? '');
  return release;
};
