import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  // vitest's injection typing is declared by augmenting its interface: the one allowed interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The e2e suite's Chromium, which each file connects to (tests/e2e/support/browser.ts). */
    browserEndpoint: string;
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * vitest globalSetup of the e2e project: one Debian Chromium for the whole suite, on 127.0.0.1.
 * A launch with its first page took 4–7 s on the busy 2 cores, a connection with its first page about
 * 1.5 s. Each test still gets a fresh context of its own (cookies, storage, service workers): tests
 * share no person's state.
 */
export const setup = async (project: TestProject) => {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    host: '127.0.0.1',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
};
