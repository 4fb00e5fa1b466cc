import { clientView, findClient } from '../../../db/clients';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * One documented path, three lookups: the value is a client id, or a CIN (PP), or an RC (PM)
 * (db/clients.ts `findClient`). Not found in the caller's firm: 404 (the screen says 'Client introuvable').
 */
export const handler = defineHandler('clients.get', async ({ params }, { caller }) => {
  const found = await findClient(caller.structureId, params.id);
  if (!found) throw new NotFoundError();
  return clientView(found);
});
