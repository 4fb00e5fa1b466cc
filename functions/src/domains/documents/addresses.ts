import type { Caller } from '../../adapters/token-verifier';
import { clock } from '../../adapters/clock';
import { storage } from '../../adapters/storage';
import { recordDocumentAccess } from '../../db/document-access-log';
import { storedDocumentFor } from '../../services/document-access';
import { fileName } from './uploads';

/** Presigned GETs live 5 minutes at most (the limit); the viewer and a download start at once. */
export const SIGNED_GET_SECONDS = 120;

/** RFC 5987's attr-char: what encodeURIComponent leaves and `'()*` too are percent-encoded. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition (RFC 6266) naming the file: an ASCII `filename` for old clients, and the
 * real name, Arabic included, as `filename*` in UTF-8 (RFC 5987).
 */
export const contentDisposition = (type: 'inline' | 'attachment', name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
};

/**
 * A short-lived address of a document the caller may see: inline with its content type (view) or
 * as an attachment named `nom.extension` (download). The access is recorded first, who and when.
 */
export const signedAddress = async (caller: Caller, documentId: string, action: 'VIEW' | 'DOWNLOAD') => {
  const { document } = await storedDocumentFor(caller, documentId);
  const name = fileName(document);
  await recordDocumentAccess(caller.structureId, {
    action,
    idDocument: document.id,
    idDossier: document.idDossier,
    nom: document.nom,
    extension: document.extension,
    userId: caller.userId,
    userName: caller.name,
    role: caller.roles[0] ?? '',
    at: clock.nowIso(),
  });
  const disposition = contentDisposition(action === 'VIEW' ? 'inline' : 'attachment', name);
  const url = await storage.presignGet(document.path, document.contentType, disposition, SIGNED_GET_SECONDS);
  return { url, nom: document.nom, extension: document.extension, contentType: document.contentType };
};
