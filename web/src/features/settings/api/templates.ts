import type { Language } from '@mizan/shared/roles';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { callApi } from '../../../lib/api-client';
import { sendToStorage, type UploadProgress } from '../../../lib/storage-upload';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/modeles: the firm's document templates. */
export const useTemplates = () => useApiQuery('templates.list', {});

/** DELETE api/modeles/{idModele} (ADMIN). */
export const useDeleteTemplate = () => useApiMutation('templates.delete');

export type TemplateUpload = { nom: string; langue: Language; file: File };

/**
 * A template's upload, as a document's: the API signs a POST for the DOCX, the browser sends it
 * straight to storage, then the API checks its fields and adds it to the library (or refuses it,
 * naming each unknown field).
 */
export const uploadTemplate = async (
  { file, ...metadata }: TemplateUpload,
  onProgress: UploadProgress,
  signal: AbortSignal,
): Promise<TemplateItem> => {
  const issued = await callApi('templates.uploadUrl', { body: { ...metadata, size: file.size }, signal });
  await sendToStorage(issued, file, onProgress, signal);
  return callApi('templates.confirm', { params: { idModele: issued.idModele }, signal });
};
