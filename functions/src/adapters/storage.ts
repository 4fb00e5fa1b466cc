import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config';

let s3: S3Client | undefined;
const client = () => (s3 ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle }));

/** What an object holds, or undefined when there is none. */
export type StoredObject = { size: number; contentType?: string };

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * The documents bucket (private; the API alone signs requests to it). Presigned requests let the
 * browser send and fetch files straight to and from storage: the API decides who may, the
 * signature fixes what (key, content type, size, expiry).
 */
export const storage = {
  /** A presigned POST for exactly this key and content type, of 1 to `maxBytes` bytes, valid `expiresIn` seconds. */
  async presignPost(key: string, contentType: string, maxBytes: number, expiresIn: number) {
    const { url, fields } = await createPresignedPost(client(), {
      Bucket: config.documentsBucket,
      Key: key,
      Fields: { 'Content-Type': contentType },
      Conditions: [['content-length-range', 1, maxBytes]],
      Expires: expiresIn,
    });
    return { url, fields };
  },

  /** A presigned GET answering the object with this content type and Content-Disposition, valid `expiresIn` seconds. */
  presignGet(key: string, contentType: string, disposition: string, expiresIn: number) {
    return getSignedUrl(
      client(),
      new GetObjectCommand({
        Bucket: config.documentsBucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: disposition,
      }),
      { expiresIn },
    );
  },

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const head = await client().send(new HeadObjectCommand({ Bucket: config.documentsBucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  /** Bytes `start` to `end` (inclusive) of the object. */
  async readRange(key: string, start: number, end: number): Promise<Buffer> {
    const { Body } = await client().send(
      new GetObjectCommand({ Bucket: config.documentsBucket, Key: key, Range: `bytes=${start}-${end}` }),
    );
    return Buffer.from((await Body?.transformToByteArray()) ?? []);
  },

  /** The whole object, or undefined when there is none. */
  async read(key: string): Promise<Buffer | undefined> {
    try {
      const { Body } = await client().send(new GetObjectCommand({ Bucket: config.documentsBucket, Key: key }));
      return Buffer.from((await Body?.transformToByteArray()) ?? []);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await client().send(new PutObjectCommand({ Bucket: config.documentsBucket, Key: key, Body: body, ContentType: contentType }));
  },

  /**
   * Copies an object inside the bucket, with the given content type; false when there is none to
   * copy. A copy reads one version of the source: it is the whole object as it stood at one moment,
   * whatever is written to the source meanwhile.
   */
  async copy(from: string, to: string, contentType: string): Promise<boolean> {
    try {
      await client().send(
        new CopyObjectCommand({
          Bucket: config.documentsBucket,
          CopySource: `${config.documentsBucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          Key: to,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  },

  async remove(key: string): Promise<void> {
    await client().send(new DeleteObjectCommand({ Bucket: config.documentsBucket, Key: key }));
  },
};
