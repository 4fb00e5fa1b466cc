import type { Language } from '@mizan/shared/roles';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';

/** GET api/modeles: the firm's templates to choose from (read when the dialog opens). */
export const useTemplateChoices = () => useApiQuery('templates.list', {}, { revalidateOnFocus: false });

/** GET api/modeles/valeurs: what the dossier gives each field, dates in the template's language (the preview). */
export const useTemplateValues = (idDossier: string, langue: Language | undefined) =>
  useApiQuery('templates.values', langue ? { query: { idDossier, langue } } : null, { revalidateOnFocus: false });

/** POST api/modeles/{id}/generer (staff, idempotent): the dossier's new document rendered from the template. */
export const useGenerateDocument = () => useApiMutation('templates.generate');
