import { S3Client } from '@aws-sdk/client-s3';
import { config } from './config';

let s3: S3Client | undefined;

/** The documents bucket's client; presigning and object calls live with the documents domain. */
export const storageClient = () => (s3 ??= new S3Client({ forcePathStyle: config.s3ForcePathStyle }));
