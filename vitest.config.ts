import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/summary-reporter.ts';

/**
 * One vitest project per suite (the README's Tests section says what each covers). Suites that need the local stack start
 * their own on free ports in their globalSetup and stop it afterwards. The contract suites run first and alone (group 1),
 * every other project after them (group 2). vitest runs group 0's one-worker projects last, whatever their order: no
 * project is left in group 0.
 */
const AFTER_CONTRACT = { groupOrder: 2 };

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      { test: { name: 'functions', include: ['tests/functions/**/*.test.ts'], environment: 'node', sequence: AFTER_CONTRACT } },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          sequence: AFTER_CONTRACT,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          sequence: AFTER_CONTRACT,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          // Alone, one file at a time: the fault suite fails the stack's dependencies for every
          // request, and the fuzz harness proves "nothing written" by counting the table. First,
          // while the table is small (the fault suite's one scan, the fuzz harness's counts).
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, sequence: AFTER_CONTRACT } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          sequence: AFTER_CONTRACT,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
