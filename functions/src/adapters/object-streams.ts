import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { config } from './config';

/**
 * Objects of the documents bucket as streams, for the firm's export job only (its function alone
 * loads lib-storage): a document read as it arrives, and the ZIP sent as it is written, in parts of
 * 5 MiB (a multipart upload), so that neither is ever whole in memory.
 */
let s3: S3Client | undefined;
const client = () => (s3 ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle }));

/** The object's bytes as they arrive; undefined when there is none. */
export const readObject = async (key: string): Promise<Readable | undefined> => {
  try {
    const { Body } = await client().send(new GetObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return Body as Readable | undefined;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
};

/** Writes the stream's bytes to `key` as they come; resolves once the object is stored. */
export const writeObject = async (key: string, body: Readable, contentType: string): Promise<void> => {
  await new Upload({
    client: client(),
    params: { Bucket: config.documentsBucket, Key: key, Body: body, ContentType: contentType },
    queueSize: 2,
  }).done();
};
