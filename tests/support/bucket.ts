import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';

/** The local stack's storage, as a test reads it behind the API (what is kept, what is gone). */
export const s3 = () => {
  const env = inject('env');
  return new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
};
export const documentsBucket = () => inject('env').DOCUMENTS_BUCKET;

/** The keys of the documents bucket's objects under `prefix` (one page: a test's few objects). */
export const keysUnder = async (prefix: string) => {
  const { Contents } = await s3().send(new ListObjectsV2Command({ Bucket: documentsBucket(), Prefix: prefix }));
  return (Contents ?? []).map((c) => c.Key ?? '');
};
