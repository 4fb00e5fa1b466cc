import type { Language } from '@mizan/shared/roles';
import { callApi, callApiFile, type ApiResponse } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

export type ImportPreview = ApiResponse<'imports.preview'>;
export type ImportColumns = ApiResponse<'imports.columns'>;
export type ImportJob = ApiResponse<'imports.get'>;
export type ImportSummary = ApiResponse<'imports.list'>['items'][number];

/** While an import runs, its progress is read again this often. */
export const IMPORT_POLL_MS = 1000;

/** GET api/Cabinet/imports/template: the dossiers template with its headers in `lang`, downloaded. */
export const downloadImportTemplate = async (lang: Language) =>
  saveFile(`mizan-dossiers-${lang}.xlsx`, await callApiFile('imports.template', { query: { lang } }));

/** The file straight to storage through the API's presigned POST; answers the new import's id. */
export const uploadImportFile = async (file: File): Promise<string> => {
  const issued = await callApi('imports.uploadUrl', { body: { fichier: file.name, taille: file.size } });
  const form = new FormData();
  for (const [name, value] of Object.entries(issued.fields)) form.append(name, value);
  form.append('file', file);
  const posted = await fetch(issued.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`the storage refused the file (${posted.status})`);
  return issued.id;
};

/** GET api/Cabinet/imports/{id}/colonnes: the file's headers and the column each fills. */
export const readImportColumns = (id: string) => callApi('imports.columns', { params: { id } });

/** Whether the file's headers need the person's correspondences: one of a sheet is not recognised, or a required column is missing. */
export const needsMapping = (columns: ImportColumns) =>
  [columns, ...(columns.clients ? [columns.clients] : [])].some(
    (sheet) => sheet.manquantes.length > 0 || sheet.entetes.some((e) => !e.reconnue),
  );

/** POST api/Cabinet/imports/{id}/preview: each row valid or not, with its reasons. */
export const usePreviewImport = () => useApiMutation('imports.preview');

/** POST api/Cabinet/imports/{id}/run: starts the job. */
export const useRunImport = () => useApiMutation('imports.run');

/** GET api/Cabinet/imports: the firm's imports that were run, newest first. */
export const useImports = () => useApiQuery('imports.list', {}, { revalidateOnFocus: false });

/** GET api/Cabinet/imports/{id}: the job's progress, read again every second while it runs, then its report. */
export const useImport = (id: string | undefined) =>
  useApiQuery('imports.get', id ? { params: { id } } : null, {
    refreshInterval: (job) => (!job || job.etat === 'ENC' ? IMPORT_POLL_MS : 0),
    revalidateOnFocus: false,
  });
