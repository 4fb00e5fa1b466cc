import { findLiveToken } from '../../../db/tokens';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { refusedLink } from '../email-tokens';

/** Greets an invited person by name; 409 link_used once the account is activated; 404 (the not-found page) when expired or unknown. */
export const handler = defineHandler('account.firstConnection', async ({ params }) => {
  const live = await findLiveToken('INVITATION', params.id);
  if (!live) throw await refusedLink('INVITATION', params.id, new NotFoundError());
  return { nom: live.user.nom, prenom: live.user.prenom };
});
