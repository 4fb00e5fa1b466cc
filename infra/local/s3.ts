import type { Server } from 'node:http';
import { createRequire } from 'node:module';

/**
 * s3rver, in this process, bound to 127.0.0.1, objects under `dir`. It checks SigV4 signatures
 * against its built-in key pair S3RVER/S3RVER, which is why the local stack's dummy credentials
 * are those. It does not check presigned POST policies (see architecture.md).
 */
type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void>; httpServer?: Server };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export type S3Emulator = { port: number; endpoint: string; stop: () => Promise<void> };

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export const startS3 = async (options: { dir: string; port: number; verbose: boolean }): Promise<S3Emulator> => {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const instance = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: !options.verbose,
    vhostBuckets: false,
  });
  const { port } = await instance.run();
  return {
    port,
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      instance.httpServer?.closeAllConnections();
      await instance.close();
    },
  };
};
