import { createServer } from 'node:net';

/** The Node inspector's port: never used by the local stack (cognito-local's default). */
const INSPECTOR_PORT = 9229;

const listenOnce = (port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const chosen = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(chosen));
    });
  });

/** True when `port` can be bound on 127.0.0.1 right now. */
export const isPortFree = async (port: number): Promise<boolean> => {
  if (port === INSPECTOR_PORT) return false;
  try {
    await listenOnce(port, '127.0.0.1');
    return true;
  } catch {
    return false;
  }
};

/** A port the OS says is free on 127.0.0.1 (never 9229). */
export const freePort = async (): Promise<number> => {
  for (;;) {
    const port = await listenOnce(0, '127.0.0.1');
    if (port !== INSPECTOR_PORT) return port;
  }
};

/** `preferred` when it is free, else any free port. */
export const portOr = async (preferred: number | undefined): Promise<number> =>
  preferred && (await isPortFree(preferred)) ? preferred : freePort();
