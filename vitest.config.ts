import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/summary-reporter.ts';

/**
 * One vitest project per suite (the README's Tests section says what each covers). Suites that need the local stack start
 * their own on free ports in their globalSetup and stop it afterwards.
 */
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      { test: { name: 'functions', include: ['tests/functions/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          // Runs alone, after the other projects, one file at a time: the fuzz harness proves
          // "nothing written" by counting the table.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/stack-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
