import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/summary-reporter.ts';

/**
 * One vitest project per suite (the README's Tests section says what each covers). Suites that need the local stack start
 * their own on free ports in their globalSetup and stop it afterwards.
 *
 * Five groups, one after the other (vitest wants one worker count per group; a group numbered 0 of one worker would run
 * last, in vitest's own group of sequential files). The two that wait on the stack for much of their time come first, as
 * `npm test` runs lint and the type check beside them (tests/support/together.ts):
 * 1. the integration files that act on the whole stack (STACK_WIDE: the fault switch, the court portal's outage, the
 *    scheduled jobs over every firm, the one-shot migrations that read the whole table), one at a time so that no other
 *    file runs meanwhile, and first, while the stack holds few items (a job syncs every open dossier of every firm; a
 *    migration scans every item);
 * 2. the integration suite and the access harness on the shared stack: two workers, as their files mostly wait for the
 *    stack's answers (the access harness builds firms of its own and checks answers, not the table's writes);
 * 3. the suites that need no stack (functions, web, infra): one worker per core, as they only use the CPU;
 * 4. the browser suite, two files at a time: each file makes the dossiers it changes, in the demo firm or a firm of its
 *    own; what a few add to the demo's own dossiers (a message, a generated document, a court sync) no other file reads;
 * 5. the fuzz and fault harnesses, alone, one file at a time.
 */
const UNIT = { sequence: { groupOrder: 3 }, maxWorkers: availableParallelism() };
const STACK_WIDE = [
  'tests/integration/reliability.test.ts',
  'tests/integration/court-sync.test.ts',
  'tests/integration/court-jobs.test.ts',
  'tests/integration/search-reindex.test.ts',
  'tests/integration/expense-pointers.test.ts',
  'tests/integration/performed-deadlines-index.test.ts',
  'tests/integration/invoice-rows.test.ts',
  'tests/integration/unread-documents.test.ts',
  'tests/integration/attribute-renames.test.ts',
];
/**
 * The web suite's files share their worker's modules and document (`isolate: false`): a worker imports React, Chakra and
 * the app once instead of once per file, which was most of the suite's time. The setup file resets what a test changes
 * (the rendered tree, the session, storage, stubbed globals, timers, the language); a test waits for what shows a moment
 * later (a dialog takes the pointer once Zag has stacked its layer: `findOpenDialog`), as it would on a busy machine. These
 * files run in a fresh module graph each: their subject is code that loads on first use (the menus, toasts, the searchable
 * select's combobox, a page's chunk), or they replace or reload a module (`vi.mock`, `vi.resetModules`).
 */
const WEB = { ...UNIT, environment: 'jsdom', setupFiles: ['tests/web/setup.ts'] };
const WEB_FIRST_LOAD = [
  'tests/web/app-shell.test.tsx',
  'tests/web/first-paint.test.ts',
  'tests/web/lazy-page.test.tsx',
  'tests/web/page-error.test.tsx',
  'tests/web/reports-page.test.tsx',
  'tests/web/searchable-select.test.tsx',
  'tests/web/toaster.test.tsx',
  'tests/web/toaster-offline.test.tsx',
];
const INTEGRATION = { globalSetup: ['tests/support/stack-setup.ts'], testTimeout: 30_000, hookTimeout: 120_000 };
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      { test: { ...UNIT, name: 'functions', include: ['tests/functions/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...WEB,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          exclude: WEB_FIRST_LOAD,
          isolate: false,
        },
      },
      { test: { ...WEB, name: 'web-first-load', include: WEB_FIRST_LOAD } },
      {
        test: {
          ...INTEGRATION,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: STACK_WIDE,
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'stack-wide',
          include: STACK_WIDE,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'access',
          include: ['tests/contract/access.test.ts'],
          sequence: { groupOrder: 2 },
          maxWorkers: 2,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          exclude: ['tests/contract/access.test.ts'],
          // Runs alone, after the other projects, one file at a time: the fuzz and fault harnesses prove
          // "nothing written" from the write requests the table's proxy saw, so nothing else may write meanwhile.
          sequence: { groupOrder: 5 },
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
      { test: { ...UNIT, name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 4 },
          maxWorkers: 2,
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts', 'tests/e2e/support/browser-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
