import { getClient } from '../../../db/clients';
import { clientDossiers } from '../../../db/dossier-parties';
import { getDossiers } from '../../../db/dossiers';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { userInScope } from '../../../services/dossier-access';
import { byOpeningDesc, dossierListItems } from '../../../services/dossier-pages';

/** The dossiers in which the record is a client (the Client screen's table), newest first. */
export const handler = defineHandler('clients.dossiersFor', async ({ params }, { caller, language }) => {
  const sid = caller.structureId;
  const [client] = await Promise.all([getClient(sid, params.id), userInScope(caller, params.userId)]);
  if (!client) throw new NotFoundError();
  const links = await clientDossiers(sid, client.idClient);
  const dossiers = await getDossiers(
    sid,
    links.filter((l) => l.role === 'CLIENT').map((l) => l.idDossier),
  );
  return dossierListItems(sid, dossiers.sort(byOpeningDesc), language);
});
