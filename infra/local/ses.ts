import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/**
 * aws-ses-v2-local, in this process, on 127.0.0.1. It accepts SES v2 SendEmail
 * (POST /v2/email/outbound-emails) and keeps every email in memory: its page `/` shows them and
 * `/store` answers them as JSON ({ emails: [{ destination: { to }, subject, body, at }] }).
 * The store is one per process.
 */
type SesServer = (config: { host: string; port: number }) => Promise<Server>;

export type SesEmulator = { port: number; endpoint: string; stop: () => Promise<void> };

export const startSes = async (options: { port: number }): Promise<SesEmulator> => {
  const module = createRequire(import.meta.url)('aws-ses-v2-local') as { default: SesServer };
  const server = await module.default({ host: '127.0.0.1', port: options.port });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
