import { updateOwnProfile } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { profileOf } from '../profile';

/** Edits one's own name, phone and language (kept when not sent); email, role and type are not one's own to change. */
export const handler = defineHandler('account.updateProfile', async ({ body }, { caller }) => {
  const { nom, prenom, phone, language } = body;
  const updated = await updateOwnProfile(caller.structureId, caller.userId, { nom, prenom, phone, language });
  if (!updated) throw new NotFoundError();
  return profileOf(updated, caller);
});
