import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';

/**
 * s3rver, in this process, bound to 127.0.0.1, objects under `dir`. It checks SigV4 signatures
 * against its built-in key pair S3RVER/S3RVER, which is why the local stack's dummy credentials
 * are those. It does not check presigned POST policies (see architecture.md).
 */
type Store = {
  getResourcePath: (bucket: string, key: string, resource: string) => string;
  deleteObject: (bucket: string, key: string) => Promise<void>;
};
type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void>; httpServer?: Server; store: Store };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

export type S3Emulator = { port: number; endpoint: string; stop: () => Promise<void> };

export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * s3rver removes the folders a deletion leaves empty, which races a put into the same folder (a
 * pending upload confirmed while another is sent to its dossier's folder): the put's folder
 * vanishes between its mkdir and its open, and the write stream's ENOENT, which s3rver leaves
 * unhandled, ends the process. Here a deletion removes the object's files only; an empty folder
 * changes no listing.
 */
const keepFolders = (store: Store) => {
  store.deleteObject = async (bucket, key) => {
    await Promise.all(
      ['object', 'object.md5', 'metadata.json'].map((resource) => rm(store.getResourcePath(bucket, key, resource), { force: true })),
    );
  };
};

export const startS3 = async (options: { dir: string; port: number; verbose: boolean }): Promise<S3Emulator> => {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const instance = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: !options.verbose,
    vhostBuckets: false,
  });
  keepFolders(instance.store);
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
