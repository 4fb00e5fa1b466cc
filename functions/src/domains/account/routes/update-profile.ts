import { clock } from '../../../adapters/clock';
import { isConditionFailure, table } from '../../../adapters/table';
import { userKey, type User } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { profileOf } from '../profile';

/** Edits one's own name, phone and language (kept when not sent); email, role and type are not one's own to change. */
export const handler = defineHandler('account.updateProfile', async ({ body }, { caller }) => {
  const values: Record<string, unknown> = { ':nom': body.nom, ':prenom': body.prenom, ':phone': body.phone, ':now': clock.nowIso() };
  if (body.language) values[':language'] = body.language;
  let updated: Record<string, unknown> | undefined;
  try {
    updated = await table.update({
      Key: userKey(caller.structureId, caller.userId),
      UpdateExpression: `SET nom = :nom, prenom = :prenom, phone = :phone, updatedAt = :now${body.language ? ', #language = :language' : ''}`,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
      ExpressionAttributeNames: body.language ? { '#language': 'language' } : undefined,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError();
    throw error;
  }
  return profileOf(updated as unknown as User, caller);
});
