import * as z from 'zod';
import { id, requiredText } from '../validation.ts';

/** Specification section 5: the only files a dossier takes, by extension (case-insensitive). */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpeg', 'jpg', 'png'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** The content type each extension is stored, signed and served with. */
export const CONTENT_TYPES: Record<DocumentExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};
/** A direct upload (presigned POST) takes at most 25 MB; the documented multipart route 5 MB. */
export const DIRECT_UPLOAD_MAX = 25 * 1024 * 1024;
export const MULTIPART_UPLOAD_MAX = 5 * 1024 * 1024;

/** PB public (staff and the dossier's clients), PA private to the firm's staff, PC private to the client side (decisions). */
export const confidentiality = z.enum(['PB', 'PA', 'PC'], { error: 'invalid_value' });
export type Confidentiality = z.infer<typeof confidentiality>;
export const UPLOADER_TYPES = ['AVOCAT', 'CLIENT'] as const;

/** An extension of the list, any case; answered lower-cased. */
export const documentExtension = z
  .string({ error: 'required' })
  .trim()
  .regex(/^(pdf|doc|docx|jpeg|jpg|png)$/i, { error: 'upload_format' })
  .transform((value) => value.toLowerCase() as DocumentExtension)
  .meta({ examples: ['pdf'] });

/** Upload metadata (specification section 3) as both upload routes take it; uploader and type come from the token. */
export const uploadMetadata = z.object({
  idDossier: id(),
  Nom: requiredText(200),
  extension: documentExtension,
  IdConfidentialite: confidentiality.default('PB'),
});
export const uploadUrlBody = uploadMetadata.extend({
  /** The file's size in bytes: the presigned policy allows no more. */
  size: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'file_empty' })
    .max(DIRECT_UPLOAD_MAX, { error: 'file_too_large' })
    .meta({ examples: [1024] }),
});
/** A presigned POST: the form fields to send before the file, to `url`; the document to confirm after. */
export const uploadUrlResponse = z.object({
  idDocument: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export const documentIdParams = z.object({ idDocument: id() });
/**
 * A correction of a stored document: its name (the upload's rule; the extension stays the file's)
 * and its confidentiality, either or both, as the document item names them.
 */
export const updateDocumentBody = z.object({
  nom: uploadMetadata.shape.Nom.meta({ examples: ['Contrat signé'] }).optional(),
  IdConfidentialite: confidentiality.optional(),
});
/** A short-lived address of the file (download: an attachment named `nom.extension`; view: inline), and its confidentiality. */
export const documentAddress = z.object({
  url: z.string(),
  nom: z.string(),
  extension: z.string(),
  contentType: z.string(),
  IdConfidentialite: confidentiality,
});

/**
 * Where reading a document's text stands (jobs/document-text.ts): ENC being read, LU read (its
 * words are in the firm's search), ILL not readable, for `raison`: too large, too many pages, too
 * long to read, damaged, or no text found (nor by OCR, for a scan).
 */
export const TEXT_STATES = ['ENC', 'LU', 'ILL'] as const;
export type TextState = (typeof TEXT_STATES)[number];
export const TEXT_FAILURES = ['too_large', 'too_many_pages', 'timeout', 'damaged', 'no_text'] as const;
export type TextFailure = (typeof TEXT_FAILURES)[number];
export const documentText = z.object({ etat: z.enum(TEXT_STATES), raison: z.enum(TEXT_FAILURES).nullable() });

/** A document as lists show it (the dossier detail, the confirm answer). */
export const documentItem = z.object({
  idDocument: z.string(),
  idDossier: z.string(),
  nom: z.string(),
  extension: z.string(),
  dateUpload: z.string(),
  /** Who uploaded it (their name), and as whom. */
  uploader: z.string(),
  idTypeUploader: z.enum(UPLOADER_TYPES),
  /** The confidentiality: `confidential` is true for PA and PC (the table's lock). */
  IdConfidentialite: confidentiality,
  confidential: z.boolean(),
  size: z.number().int(),
  /** Where reading its text stands; null for a document stored before texts were read. */
  texte: documentText.nullable(),
});
export type DocumentItem = z.infer<typeof documentItem>;
export const multipartUploadResponse = z.object({ FilePath: z.string(), idDocument: z.string() });

/** A new version of a document: its file's extension (it may differ from the previous version's) and size; the name stays the document's. */
export const versionUploadUrlBody = uploadUrlBody.pick({ extension: true, size: true });
/** A version of a document: `idVersion` of its first version is the document's id (`from`: the harnesses' example). */
export const versionParams = documentIdParams.extend({ idVersion: id().meta({ from: 'object.id' }) });
/** One version of a document as the versions dialog lists it; `latest`: the one lists show. */
export const documentVersion = z.object({
  idVersion: z.string(),
  extension: z.string(),
  dateUpload: z.string(),
  uploader: z.string(),
  idTypeUploader: z.enum(UPLOADER_TYPES),
  size: z.number().int(),
  latest: z.boolean(),
});
export type DocumentVersion = z.infer<typeof documentVersion>;
/** A document's versions, newest first (the latest first). */
export const documentVersions = z.object({ nom: z.string(), items: z.array(documentVersion) });
