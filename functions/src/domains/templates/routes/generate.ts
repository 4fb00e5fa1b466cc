import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import type { StoredDocument } from '../../../db/documents';
import { newId } from '../../../db/keys';
import { log } from '../../../runtime/log';
import { defineHandler } from '../../../runtime/define-handler';
import { documentView } from '../../../services/document-access';
import { dossierFor } from '../../../services/dossier-access';
import { objectPath, recordDocument, uploaderOf } from '../../../services/document-uploads';
import { renderTemplate } from '../docx';
import { storedTemplate } from '../library';
import { templateValues } from '../values';

/**
 * A new document of the dossier from a template: docxtemplater fills the template's fields with the
 * dossier's values, the DOCX is stored under the dossier's prefix and recorded by the documents'
 * write (its item, the dossier's history, the search index), PA unless the person chose another level
 * (decisions: generated documents are PA by default). Named after the template unless `nom` is given.
 */
export const handler = defineHandler('templates.generate', async ({ params, body }, { caller }) => {
  const sid = caller.structureId;
  const [template, dossier] = await Promise.all([storedTemplate(sid, params.idModele), dossierFor(caller, body.idDossier)]);
  const source = await storage.readRange(template.path, 0, template.size - 1);
  const file = renderTemplate(source, await templateValues(sid, dossier, template.langue));
  const id = newId();
  const path = objectPath(sid, dossier.id, id);
  await storage.put(path, file, CONTENT_TYPES.docx);
  const document: StoredDocument = {
    id,
    idDossier: dossier.id,
    nom: body.nom ?? `${template.nom} ${dossier.refCabinet}`,
    extension: 'docx',
    contentType: CONTENT_TYPES.docx,
    confidentialite: body.IdConfidentialite,
    ...uploaderOf(caller),
    size: file.length,
    dateUpload: clock.nowIso(),
    path,
  };
  try {
    await recordDocument(caller, document, false, log);
  } catch (error) {
    await storage.remove(path);
    throw error;
  }
  return documentView(document);
});
