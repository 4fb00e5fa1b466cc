import { isId } from '../../../db/keys';
import { provisionsPage } from '../../../db/provisions';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { dossierFor } from '../../../services/dossier-access';
import { decodeCursor, encodeCursor } from '../../../services/dossier-pages';
import { fieldError } from '../../../services/field-error';
import { provisionView } from '../provisions';

/** A page of a dossier's provisions, newest first (staff): one Query of the dossier's partition. */
export const handler = defineHandler('billing.provisions', async ({ params, query }, { caller, language }) => {
  const cursor = decodeCursor(query.cursor, language);
  if (cursor && !('after' in cursor && isId(cursor.after))) throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const after = cursor && 'after' in cursor ? cursor.after : undefined;
  const [page] = await Promise.all([provisionsPage(caller.structureId, params.id, query.limit, after), dossierFor(caller, params.id)]);
  return { items: page.provisions.map(provisionView), cursor: encodeCursor(page.last ? { after: page.last } : undefined) };
});
