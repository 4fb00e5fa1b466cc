import { DOCUMENT_EXTENSIONS, DIRECT_UPLOAD_MAX, type DocumentExtension } from '@mizan/shared/schemas/documents';

/** The extension of a file name, lower-cased ('' when it has none). */
export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
};
/** The name without its extension: the document's default name. */
export const baseName = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
};
export const isAccepted = (extension: string): extension is DocumentExtension =>
  (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
export const isTooLarge = (file: File) => file.size > DIRECT_UPLOAD_MAX;
/** The file picker's filter. */
export const ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
