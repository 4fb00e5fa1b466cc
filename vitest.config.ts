import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './tests/summary-reporter.ts';

/**
 * One vitest project per suite (the README's Tests section says what each covers). Suites that need the local stack start
 * their own on free ports in their globalSetup and stop it afterwards.
 *
 * Three groups, one after the other (vitest wants one worker count per group):
 * 0. the suites that need no stack (functions, web, infra): one worker per core, as they only use the CPU;
 * 1. the suites that share the stack (integration, e2e): one worker, the stack's handlers and emulators using the other core;
 * 2. the contract harnesses, alone, one file at a time.
 */
const UNIT = { sequence: { groupOrder: 0 }, maxWorkers: availableParallelism() };
const STACK = { sequence: { groupOrder: 1 }, maxWorkers: 1 };
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      { test: { ...UNIT, name: 'functions', include: ['tests/functions/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          ...UNIT,
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        test: {
          ...STACK,
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
          // Runs alone, after the other projects, one file at a time: the fuzz and fault harnesses prove
          // "nothing written" from the write requests the table's proxy saw, so nothing else may write meanwhile.
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { ...UNIT, name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          ...STACK,
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
