import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { findTemplate, type StoredTemplate } from '../../db/templates';
import { NotFoundError } from '../../errors';

/** Templates live under the firm's prefix in the documents bucket: `{sid}/modeles/{id}`, uploads first under `pending/`. */
export const templatePath = (structureId: string, id: string) => `${structureId}/modeles/${id}`;
export const pendingTemplatePath = (structureId: string, id: string) => `pending/${templatePath(structureId, id)}`;

/** The firm's stored template with this id (404 for another firm's, or one not yet confirmed). */
export const storedTemplate = async (structureId: string, id: string): Promise<StoredTemplate> => {
  const template = await findTemplate(structureId, id);
  if (template?.state !== 'STORED') throw new NotFoundError();
  return template;
};

export const templateView = (t: StoredTemplate): TemplateItem => ({
  idModele: t.id,
  nom: t.nom,
  langue: t.langue,
  champs: t.champs,
  size: t.size,
  dateUpload: t.dateUpload,
  auteur: t.auteur,
});
