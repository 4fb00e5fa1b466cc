import { table } from '../../../adapters/table';
import { clientKey, clientView, fromClientItem, getClient, identifierKey } from '../../../db/clients';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * One documented path, three lookups: the value is a client id, or a CIN (PP), or an RC (PM),
 * tried in one BatchGet. Not found in the caller's firm: 404 (the screen says 'Client introuvable').
 */
export const handler = defineHandler('clients.get', async ({ params }, { caller }) => {
  const sid = caller.structureId;
  const identifier = params.id.replace(/\s+/g, '').toUpperCase();
  const items = await table.batchGet([
    clientKey(sid, params.id),
    identifierKey(sid, 'CIN', identifier),
    identifierKey(sid, 'RC', identifier),
  ]);
  const record = items.find((item) => item.sk === 'META');
  if (record) return clientView(fromClientItem(record));
  const claim = items.find((item) => item.sk !== 'META');
  const found = claim && (await getClient(sid, claim.idClient as string));
  if (!found) throw new NotFoundError();
  return clientView(found);
});
