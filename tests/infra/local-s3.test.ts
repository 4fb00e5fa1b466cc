import { CreateBucketCommand, DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_CREDENTIALS, startS3, type S3Emulator } from '../../infra/local/s3';

/**
 * The local stack's storage (infra/local/s3.ts): a deletion keeps the folder it empties, so a put
 * into that folder at the same moment (a pending upload confirmed while the next one is sent)
 * cannot lose its folder between s3rver's mkdir and its open, which ended the whole process.
 */
let dir: string;
let emulator: S3Emulator;
let client: S3Client;
const BUCKET = 'mizan-documents';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mizan-s3-'));
  emulator = await startS3({ dir, port: 0, verbose: false });
  client = new S3Client({ endpoint: emulator.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
afterAll(async () => {
  client.destroy();
  await emulator.stop();
  rmSync(dir, { recursive: true, force: true });
});

const put = (key: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: Buffer.from(`%PDF ${key}`) }));
const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));

describe('the local storage', () => {
  it('removes a deleted object but keeps the folder it empties', async () => {
    await put('pending/F1/D1/A');
    await remove('pending/F1/D1/A');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'pending/F1/' }));
    expect(listed.Contents ?? []).toEqual([]);
    expect(existsSync(join(dir, BUCKET, 'pending', 'F1', 'D1'))).toBe(true);
  });

  it('takes puts and deletions in one folder at once, every put kept', async () => {
    const keys = Array.from({ length: 60 }, (_, n) => `pending/F2/D1/${String(n).padStart(2, '0')}`);
    await Promise.all(keys.map(async (key, n) => (n % 2 ? put(key) : put(key).then(() => remove(key)))));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'pending/F2/' }));
    expect((listed.Contents ?? []).map((object) => object.Key)).toEqual(keys.filter((_, n) => n % 2));
  });
});
