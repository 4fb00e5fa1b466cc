import { defineHandler } from '../../../runtime/define-handler';
import { storedDocumentFor } from '../../../services/document-access';
import { allVersions, versionView } from '../versions';

/** The versions of a document the caller may see (its confidentiality decides), newest first: date, author, size. */
export const handler = defineHandler('documents.versions', async ({ params }, { caller }) => {
  const { document } = await storedDocumentFor(caller, params.idDocument);
  const versions = await allVersions(caller, document);
  return { nom: document.nom, items: versions.map((version, index) => versionView(version, index === 0)) };
});
