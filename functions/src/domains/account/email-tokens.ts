import { clock } from '../../adapters/clock';
import { identity } from '../../adapters/identity';
import { isConditionFailure, table } from '../../adapters/table';
import { consumeToken, findToken, restoreToken, type TokenEntry, type TokenKind } from '../../db/tokens';
import { getUser, userKey, type User } from '../../db/users';

export type LiveToken = { entry: TokenEntry; user: User };

/**
 * A token from an email link that can still be used: known, of the expected kind, not expired,
 * and its person still there with the same email. A reset also needs an active account whose
 * password has not changed since the link was sent: one reset voids every older reset link.
 */
export const findLiveToken = async (kind: TokenKind, token: string): Promise<LiveToken | undefined> => {
  const entry = await findToken(kind, token);
  const user = entry && (await getUser(entry.structureId, entry.userId));
  if (!entry || !user || user.deletedAt || user.email !== entry.email) return undefined;
  if (kind === 'RESET' && (!user.actif || (user.passwordChangedAt !== undefined && user.passwordChangedAt >= entry.createdAt)))
    return undefined;
  return { entry, user };
};

const RESET_CONDITION = ' AND actif = :true AND (attribute_not_exists(passwordChangedAt) OR passwordChangedAt < :issued)';

/**
 * Spends the token and sets the person's password. The token's conditional delete and the mark on
 * the user record (`passwordChangedAt` or `firstConnectionAt`) are one transaction, so a token
 * works once even under concurrent use, and of two reset links used at once only one wins; false
 * when it was spent, expired or voided meanwhile. If Cognito
 * then fails, the token is put back so the link still works, and the error goes on.
 */
export const redeemToken = async ({ entry, user }: LiveToken, password: string): Promise<boolean> => {
  const mark = entry.kind === 'RESET' ? 'passwordChangedAt' : 'firstConnectionAt';
  try {
    await table.transact([
      consumeToken(entry),
      {
        Update: {
          Key: userKey(user.idStructure, user.idUtilisateur),
          UpdateExpression: 'SET #mark = :now',
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND #email = :email${entry.kind === 'RESET' ? RESET_CONDITION : ''}`,
          ExpressionAttributeNames: { '#mark': mark, '#email': 'email' },
          ExpressionAttributeValues: {
            ':now': clock.nowIso(),
            ':email': user.email,
            ...(entry.kind === 'RESET' ? { ':true': true, ':issued': entry.createdAt } : {}),
          },
        },
      },
    ]);
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  try {
    await identity.setPassword(user.email, password);
  } catch (error) {
    await restoreToken(entry).catch(() => undefined);
    throw error;
  }
  return true;
};

/** Records a password change outside a reset (which marks it in its transaction): older reset links stop working. */
export const markPasswordChanged = (user: User) =>
  table.update({
    Key: userKey(user.idStructure, user.idUtilisateur),
    UpdateExpression: 'SET passwordChangedAt = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': clock.nowIso() },
  });
