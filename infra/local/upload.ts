import type { RouteName } from '@mizan/shared/routes';
import type { CallOptions, CallResult } from './call';

/** Calls a route of a running stack by name (infra/local/call.ts's callRoute, bound to its address). */
export type RouteCaller = <T = unknown>(name: RouteName, options?: CallOptions) => Promise<CallResult<T>>;

export type UploadMetadata = { idDossier: string; Nom: string; extension: string; IdConfidentialite?: 'PB' | 'PA' | 'PC' };
type UploadUrl = { idDocument: string; url: string; fields: Record<string, string> };

/** Posts a file to storage with a presigned POST's fields first, as the browser does; answers storage's status. */
const postToStorage = async (
  presigned: { url: string; fields: Record<string, string> },
  file: Buffer,
  name: string,
  contentType?: string,
) => {
  const form = new FormData();
  for (const [field, value] of Object.entries(presigned.fields)) form.set(field, value);
  form.set('file', new Blob([new Uint8Array(file)], contentType ? { type: contentType } : {}), name);
  const posted = await fetch(presigned.url, { method: 'POST', body: form });
  await posted.arrayBuffer();
  return posted.status;
};

/**
 * A direct upload as the SPA makes it: a presigned POST from the API, the file posted to storage
 * with the policy's fields first, then the confirmation (unless `confirm: false`: an upload left
 * pending). Answers each step's status and the confirmation's body (the demo data, the tests and
 * the bench upload this way).
 */
export const directUpload = async (
  api: RouteCaller,
  token: string,
  metadata: UploadMetadata,
  file: Buffer,
  contentType: string,
  { confirm = true } = {},
) => {
  const issued = await api<UploadUrl>('documents.uploadUrl', { token, body: { ...metadata, size: file.length } });
  if (issued.status !== 200) return { issued, posted: undefined, confirmed: undefined };
  const posted = await postToStorage(issued.body, file, `${metadata.Nom}.${metadata.extension}`, contentType);
  if (!confirm) return { issued, posted, confirmed: undefined };
  const confirmed = await api('documents.confirmUpload', { token, params: { idDocument: issued.body.idDocument } });
  return { issued, posted, confirmed };
};

/** A new version of a document as the SPA uploads it (presigned POST, the file to storage, then the confirmation unless `confirm: false`). */
export const versionUpload = async (
  api: RouteCaller,
  token: string,
  idDocument: string,
  { extension, file, contentType }: { extension: string; file: Buffer; contentType: string },
  { confirm = true } = {},
) => {
  const issued = await api<UploadUrl>('documents.versionUploadUrl', {
    token,
    params: { idDocument },
    body: { extension, size: file.length },
  });
  if (issued.status !== 200) return { issued, posted: undefined, confirmed: undefined };
  const posted = await postToStorage(issued.body, file, `version.${extension}`, contentType);
  if (!confirm) return { issued, posted, confirmed: undefined };
  const confirmed = await api('documents.confirmVersion', { token, params: { idDocument } });
  return { issued, posted, confirmed };
};

type TemplateUploadUrl = { idModele: string; url: string; fields: Record<string, string> };

/** A template upload as Settings › Modèles makes it (presigned POST, the DOCX to storage, then the confirmation unless `confirm: false`). */
export const templateUpload = async (
  api: RouteCaller,
  token: string,
  metadata: { nom: string; langue: 'fr' | 'ar' | 'en' },
  file: Buffer,
  { confirm = true, headers = {} as Record<string, string> } = {},
) => {
  const issued = await api<TemplateUploadUrl>('templates.uploadUrl', { token, body: { ...metadata, size: file.length } });
  if (issued.status !== 200) return { issued, posted: undefined, confirmed: undefined };
  const posted = await postToStorage(issued.body, file, `${metadata.nom}.docx`);
  if (!confirm) return { issued, posted, confirmed: undefined };
  const confirmed = await api('templates.confirm', { token, headers, params: { idModele: issued.body.idModele } });
  return { issued, posted, confirmed };
};

type ImportUploadUrl = { id: string; url: string; fields: Record<string, string> };

/** A spreadsheet sent for an import as Settings › Import sends it (a presigned POST, then the file to storage); answers the import's id. */
export const importUpload = async (api: RouteCaller, token: string, fichier: string, file: Buffer) => {
  const issued = await api<ImportUploadUrl>('imports.uploadUrl', { token, body: { fichier, taille: file.length } });
  if (issued.status !== 200) throw new Error(`imports.uploadUrl answered ${issued.status}`);
  const posted = await postToStorage(issued.body, file, fichier);
  if (posted >= 300) throw new Error(`the upload to storage answered ${posted}`);
  return issued.body.id;
};
