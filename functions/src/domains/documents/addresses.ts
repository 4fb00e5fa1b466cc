import type { Caller } from '../../services/caller';
import { storage } from '../../adapters/storage';
import { originOf, recordActivity } from '../../services/activity-log';
import { storedDocumentFor } from '../../services/document-access';
import { fileName } from '../../services/document-uploads';
import { versionFor } from './versions';

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
 * A short-lived address of a document the caller may see, its latest version or the version
 * `versionId` (the same confidentiality): inline with its content type (view) or as an attachment
 * named `nom.extension` (download). The access is recorded first in the firm's activity log: who,
 * when, from where, which document (and which version when one is asked).
 */
export const signedAddress = async (
  caller: Caller,
  documentId: string,
  action: 'VIEW' | 'DOWNLOAD',
  sourceIp: string | undefined,
  versionId?: string,
) => {
  const { document, version: file } = versionId
    ? await versionFor(caller, documentId, versionId)
    : await storedDocumentFor(caller, documentId).then(({ document }) => ({ document, version: document }));
  const name = fileName({ nom: document.nom, extension: file.extension });
  await recordActivity(originOf(caller, sourceIp), {
    kind: action === 'VIEW' ? 'DOCUMENT_VIEWED' : 'DOCUMENT_DOWNLOADED',
    subject: name,
    refs: { idDocument: document.id, idDossier: document.idDossier, ...(versionId && { idVersion: versionId }) },
  });
  const disposition = contentDisposition(action === 'VIEW' ? 'inline' : 'attachment', name);
  const url = await storage.presignGet(file.path, file.contentType, disposition, SIGNED_GET_SECONDS);
  return {
    url,
    nom: document.nom,
    extension: file.extension,
    contentType: file.contentType,
    IdConfidentialite: document.confidentialite,
  };
};
