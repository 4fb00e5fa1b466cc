import * as z from 'zod';
import { LANGUAGES } from '../roles.ts';
import { confidentiality } from './documents.ts';
import { id, requiredText } from '../validation.ts';

/** A template is a DOCX of at most 5 MB, in one declared language (its dates are written in it). */
export const TEMPLATE_MAX = 5 * 1024 * 1024;
export const templateLanguage = z.enum(LANGUAGES, { error: 'invalid_value' });

export const templateIdParams = z.object({ idModele: id() });
export const templateUploadBody = z.object({
  nom: requiredText(200).meta({ examples: ['Mise en demeure'] }),
  langue: templateLanguage,
  size: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'file_empty' })
    .max(TEMPLATE_MAX, { error: 'file_too_large' })
    .meta({ examples: [20480] }),
});
export const templateUploadResponse = z.object({
  idModele: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export const templateItem = z.object({
  idModele: z.string(),
  nom: z.string(),
  langue: templateLanguage,
  /** The fields and lists the file uses, as found on upload. */
  champs: z.array(z.string()),
  size: z.number().int(),
  dateUpload: z.string(),
  auteur: z.string(),
});
export type TemplateItem = z.infer<typeof templateItem>;
export const templateList = z.object({ modeles: z.array(templateItem) });

/** A dossier's values for templates of a language: each field and list and its value (a list: its elements' names, joined). */
export const templateValuesQuery = z.object({ idDossier: id(), langue: templateLanguage.default('fr') });
export const templateValues = z.object({
  valeurs: z.array(z.object({ champ: z.string(), valeur: z.string() })),
});
/** The new document's level: PA unless the person chose another (decisions: generated documents are PA by default). */
export const generateBody = z.object({
  idDossier: id(),
  nom: requiredText(200).optional(),
  IdConfidentialite: confidentiality.default('PA'),
});
