import { defineHandler } from '../../../runtime/define-handler';
import { correctDocumentFor } from '../corrections';

/** Staff rename a document they may see, or change its confidentiality: the document as lists show it now. */
export const handler = defineHandler('documents.update', ({ params, body }, { caller, language }) =>
  correctDocumentFor(caller, params.idDocument, body, language),
);
