import type { Language } from '@mizan/shared/roles';
import type { DocumentExtension } from '@mizan/shared/schemas/documents';
import { clock } from '../../adapters/clock';
import { storage } from '../../adapters/storage';
import { BadRequestError, PayloadTooLargeError, type AppError } from '../../errors';
import { fieldError } from '../../services/field-error';
import { emptyRefused, formatRefused } from '../../services/document-uploads';
import { contentMatches } from './content-check';

/** The presigned POST is valid 5 minutes; the upload may be confirmed within the hour, then the pending record expires. */
export const SIGNED_POST_SECONDS = 300;
export const CONFIRM_WITHIN_SECONDS = 3600;

/** A pending upload's window, as its record keeps it: the largest size allowed, when it was asked and until when it may be confirmed. */
export type UploadWindow = { maxSize: number; requestedAt: string; expiresAt: string; pendingPath: string };

/**
 * Issues a direct upload of at most `size` bytes to `pendingPath`: `record` keeps its window (with
 * the TTL, in epoch seconds, after which the table forgets it), then the presigned POST is signed;
 * answers the POST's address, fields and expiry.
 */
export const issueDirectUpload = async (
  pendingPath: string,
  contentType: string,
  size: number,
  record: (window: UploadWindow, ttlSeconds: number) => Promise<unknown>,
) => {
  const now = clock.now();
  const confirmBy = new Date(now.getTime() + CONFIRM_WITHIN_SECONDS * 1000);
  const window = { maxSize: size, requestedAt: now.toISOString(), expiresAt: confirmBy.toISOString(), pendingPath };
  await record(window, Math.floor(confirmBy.getTime() / 1000));
  const { url, fields } = await storage.presignPost(pendingPath, contentType, size, SIGNED_POST_SECONDS);
  return { url, fields, expiresAt: new Date(now.getTime() + SIGNED_POST_SECONDS * 1000).toISOString() };
};

/** What a direct upload (a document's, or a new version's) expects: the file at `pendingPath`, of this extension and at most `maxSize` bytes. */
type DirectUpload = { pendingPath: string; contentType: string; extension: DocumentExtension; maxSize: number; expiresAt: string };

/**
 * Confirms a direct upload, after checking its file: it must have arrived, be neither empty nor
 * larger than declared, and its leading bytes must match its extension. The presigned form can be
 * posted to again until it expires, so the check never reads the pending object itself: it is
 * copied once (a copy is one version, whole) to `path`, a key of its own that no form names, and
 * that copy is checked and recorded (`record`, given its size), so what is kept is exactly what was
 * checked. A refused file is deleted (the pending object and the copy) and the upload forgotten
 * (`forget`): nothing is kept. When `record` fails (a concurrent confirmation recorded its own copy,
 * or the table failed) the copy is no one's and is deleted; once recorded, the pending object goes.
 */
export const confirmDirectUpload = async <T>(
  upload: DirectUpload,
  path: string,
  language: Language,
  { forget, record }: { forget: () => Promise<unknown>; record: (size: number) => Promise<T> },
): Promise<T> => {
  const refuse = async (error: AppError): Promise<never> => {
    await Promise.all([storage.remove(upload.pendingPath), storage.remove(path)]);
    await forget();
    throw error;
  };
  if (upload.expiresAt < clock.nowIso()) return refuse(new BadRequestError('upload_expired'));
  const copied = await storage.copy(upload.pendingPath, path, upload.contentType);
  const stored = copied && (await storage.head(path));
  if (!stored) throw new BadRequestError('upload_missing', [fieldError('file', 'upload_missing', language)]);
  if (stored.size === 0) return refuse(emptyRefused(language));
  if (stored.size > upload.maxSize) return refuse(new PayloadTooLargeError('file_too_large'));
  const reader = { size: stored.size, read: (start: number, end: number) => storage.readRange(path, start, end) };
  if (!(await contentMatches(upload.extension, reader))) return refuse(formatRefused(language));
  let recorded: T;
  try {
    recorded = await record(stored.size);
  } catch (error) {
    await storage.remove(path);
    throw error;
  }
  await storage.remove(upload.pendingPath);
  return recorded;
};
