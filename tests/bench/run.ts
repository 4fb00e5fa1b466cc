import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { startDynamo } from '../../infra/local/dynamodb';
import { startStack, type Stack } from '../../infra/local/stack';
import { runAgendaBench } from './agenda';
import { runReportsBench } from './reports';
import { runBillingBench } from './billing';
import { benchBundles } from './bundles';
import { runCalendarBench } from './calendar';
import { runCourtBench } from './court';
import { runDeadlinesBench } from './deadlines';
import { benchDocumentText } from './document-text';
import { benchDocuments } from './documents';
import { benchDossierWork } from './dossier-work';
import { benchImport } from './import';
import { runDossiersBench } from './dossiers';
import { benchLighthouse } from './lighthouse';
import { runContentSearchBench } from './content-search';
import { benchLogin } from './login';
import { benchMessages } from './messages';
import { useMailbox } from './registration';
import { benchStartup } from './startup';
import { benchWeb, buildWeb } from './web';

/**
 * `npm run bench`: the numbers we track. Speed and size targets live here, measured, never in
 * timed tests. `npm run bench -- web functions` runs only the parts named (the names below);
 * no name runs them all. The parts that call the API share one stack on free ports in a
 * temporary directory, its DynamoDB Local in memory with the JVM's full JIT (the scale part
 * writes millions of items).
 */
/** A part of the bench; `stack()` starts the shared stack the first time a part asks for it. */
type Part = (stack: () => Promise<Stack>) => Promise<unknown> | unknown;

const PARTS: Record<string, Part> = {
  startup: () => benchStartup(),
  functions: () => benchBundles(),
  web: async (stack) => {
    const chunks = await buildWeb();
    await benchWeb({ apiUrl: (await stack()).url, chunks });
  },
  login: async (stack) => benchLogin((await stack()).url),
  // Issue 34's targets on the demo data, loaded into the shared stack, and the SPA built afresh.
  lighthouse: async (stack) => {
    await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
    const running = await stack();
    await running.seed();
    await benchLighthouse({ apiUrl: running.url });
  },
  // The scale by default; BENCH_FIRMS, BENCH_DOSSIERS and BENCH_REQUESTS (per measure) make a quicker run.
  scale: async (stack) => {
    const { url, env } = await stack();
    await runDossiersBench({
      apiUrl: url,
      env,
      firms: Number(process.env.BENCH_FIRMS ?? 20),
      dossiersPerFirm: Number(process.env.BENCH_DOSSIERS ?? 2000),
      requests: Number(process.env.BENCH_REQUESTS ?? 200),
    });
  },
  deadlines: async (stack) => {
    const { url, env } = await stack();
    await runDeadlinesBench({ apiUrl: url, env });
  },
  'dossier-work': async (stack) => benchDossierWork({ apiUrl: (await stack()).url }),
  documents: async (stack) => benchDocuments({ apiUrl: (await stack()).url }),
  // In this process, no stack: the reading's own time.
  'document-text': () => benchDocumentText(),
  calendar: async (stack) => runCalendarBench({ apiUrl: (await stack()).url }),
  // The scale by default (40,000 against 100; 2,000 syncs at 2/s take about 17 minutes).
  court: async (stack) =>
    runCourtBench({
      stack: await stack(),
      large: Number(process.env.BENCH_COURT_DOSSIERS ?? 40_000),
      syncDossiers: Number(process.env.BENCH_SYNC_DOSSIERS ?? 2000),
    }),
  messages: async (stack) => benchMessages({ apiUrl: (await stack()).url }),
  // Issue 31's scale by default (40,000 dossiers against 100, firms of 20 lawyers).
  agenda: async (stack) => runAgendaBench({ stack: await stack(), large: Number(process.env.BENCH_AGENDA_DOSSIERS ?? 40_000) }),
  // Issue 33's scale by default (40,000 dossiers against 100).
  // Issue 30's scale by default (5,000 issued invoices against 50).
  billing: async (stack) => runBillingBench({ stack: await stack(), large: Number(process.env.BENCH_BILLING_INVOICES ?? 5000) }),
  reports: async (stack) => runReportsBench({ stack: await stack(), large: Number(process.env.BENCH_REPORTS_DOSSIERS ?? 40_000) }),
  // Issue 32's 40,000 dossiers (200,000 documents' text) by default; BENCH_CONTENT_DOSSIERS makes a quicker run.
  'content-search': async (stack) =>
    runContentSearchBench({ stack: await stack(), large: Number(process.env.BENCH_CONTENT_DOSSIERS ?? 40_000) }),
  // Issue 33's file of 2,000 dossiers by default; BENCH_IMPORT_ROWS makes a quicker run.
  import: async (stack) => benchImport({ apiUrl: (await stack()).url, rows: Number(process.env.BENCH_IMPORT_ROWS ?? 2000) }),
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`Unknown bench part ${unknown.join(', ')}: choose among ${Object.keys(PARTS).join(', ')}`);
  process.exit(2);
}
const selected = Object.entries(PARTS).filter(([name]) => !asked.length || asked.includes(name));

const dataDir = mkdtempSync(join(tmpdir(), 'mizan-bench-'));
let started: Promise<Stack> | undefined;
const stack = () =>
  (started ??= startStack({
    dataDir,
    port: 0,
    log: 'quiet',
    scheduler: false,
    // The login bench signs in 200 times from 127.0.0.1: a limit out of its way.
    rateLimit: { limit: 1_000_000, windowSeconds: 60 },
    dynamo: startDynamo({ dir: join(dataDir, 'dynamodb'), inMemory: true, verbose: false }),
  }).then((running) => {
    // Registrations are verified through the mailbox's link.
    useMailbox(running.mailboxUrl);
    return running;
  }));
try {
  for (const [, part] of selected) await part(stack);
} finally {
  await started?.then(
    (running) => running.stop(),
    () => undefined,
  );
  rmSync(dataDir, { recursive: true, force: true });
}
