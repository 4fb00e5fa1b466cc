import { CONTENT_TYPES } from '@mizan/shared/schemas/documents';
import { clock } from '../../../adapters/clock';
import { storage } from '../../../adapters/storage';
import { newId } from '../../../db/keys';
import { putPendingTemplate } from '../../../db/templates';
import { defineHandler } from '../../../runtime/define-handler';
import { pendingTemplatePath } from '../library';

const SIGNED_POST_SECONDS = 300;
const CONFIRM_WITHIN_SECONDS = 3600;

/** An administrator's template upload, as a document's: a presigned POST of a DOCX of the declared size, confirmed within the hour. */
export const handler = defineHandler('templates.uploadUrl', async ({ body }, { caller }) => {
  const id = newId();
  const now = clock.now();
  const pendingPath = pendingTemplatePath(caller.structureId, id);
  const confirmBy = new Date(now.getTime() + CONFIRM_WITHIN_SECONDS * 1000);
  await putPendingTemplate(
    caller.structureId,
    {
      id,
      state: 'PENDING',
      nom: body.nom,
      langue: body.langue,
      auteur: caller.name,
      pendingPath,
      maxSize: body.size,
      expiresAt: confirmBy.toISOString(),
    },
    Math.floor(confirmBy.getTime() / 1000),
  );
  const { url, fields } = await storage.presignPost(pendingPath, CONTENT_TYPES.docx, body.size, SIGNED_POST_SECONDS);
  return { idModele: id, url, fields, expiresAt: new Date(now.getTime() + SIGNED_POST_SECONDS * 1000).toISOString() };
});
