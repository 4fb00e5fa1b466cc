import { findLiveToken } from '../../../db/tokens';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';

/** Greets an invited person by name; 404 (the not-found page) once the link is used, expired or unknown. */
export const handler = defineHandler('account.firstConnection', async ({ params }) => {
  const live = await findLiveToken('INVITATION', params.id);
  if (!live) throw new NotFoundError();
  return { nom: live.user.nom, prenom: live.user.prenom };
});
