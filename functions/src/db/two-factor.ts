import { clock } from '../adapters/clock';
import { isConditionFailure, table } from '../adapters/table';
import { firmPk } from './keys';

/**
 * Two-factor sign-in as the product knows it (Cognito holds the secret and checks the codes):
 * - a person's item, `TWOFACTOR#{uid}`, while their software token is on: since when, and their
 *   recovery codes, each kept as a salted slow hash under an id of its own, removed when used;
 * - the firm's security settings, `SECURITY`: whether two-factor is required of its staff.
 */
export type HashedCode = { salt: string; hash: string };
export type TwoFactor = { enabledAt: string; codes: Record<string, HashedCode> };

const twoFactorKey = (structureId: string, userId: string) => ({ pk: firmPk(structureId), sk: `TWOFACTOR#${userId}` });
const securityKey = (structureId: string) => ({ pk: firmPk(structureId), sk: 'SECURITY' });

export const getTwoFactor = async (structureId: string, userId: string): Promise<TwoFactor | undefined> => {
  const item = await table.get(twoFactorKey(structureId, userId), { consistent: true });
  return item && { enabledAt: item.enabledAt as string, codes: (item.codes ?? {}) as Record<string, HashedCode> };
};

/** Records two-factor as on, with a new set of recovery codes (any older set is replaced). */
export const putTwoFactor = (structureId: string, userId: string, codes: Record<string, HashedCode>) =>
  table.put({ ...twoFactorKey(structureId, userId), type: 'TWOFACTOR', enabledAt: clock.nowIso(), codes });

export const removeTwoFactor = (structureId: string, userId: string) =>
  table.transact([{ Delete: { Key: twoFactorKey(structureId, userId) } }]);

/** Spends a recovery code by its id: true for the one call that removed it (each code works once). */
export const spendRecoveryCode = async (structureId: string, userId: string, codeId: string): Promise<boolean> => {
  try {
    await table.update({
      Key: twoFactorKey(structureId, userId),
      UpdateExpression: 'REMOVE codes.#id',
      ConditionExpression: 'attribute_exists(codes.#id)',
      ExpressionAttributeNames: { '#id': codeId },
    });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** What a staff member's every request checks of two-factor: since when their firm requires it, if it does, and whether they have it on. */
export type TwoFactorState = { requiredSince?: string; on: boolean };

/** One consistent BatchGet of the firm's security settings and the person's two-factor item. */
export const getTwoFactorState = async (structureId: string, userId: string): Promise<TwoFactorState> => {
  const personal = twoFactorKey(structureId, userId);
  const items = await table.batchGet([securityKey(structureId), personal], { consistent: true });
  const security = items.find((item) => item.sk === 'SECURITY');
  return {
    requiredSince: security?.twoFactorRequired === true ? String(security.updatedAt) : undefined,
    on: items.some((item) => item.sk === personal.sk),
  };
};

/** Whether the firm requires two-factor sign-in of its staff. */
export const isTwoFactorRequired = async (structureId: string): Promise<boolean> =>
  (await table.get(securityKey(structureId)))?.twoFactorRequired === true;

export const setTwoFactorRequired = (structureId: string, required: boolean, by: string) =>
  table.put({ ...securityKey(structureId), type: 'SECURITY', twoFactorRequired: required, updatedAt: clock.nowIso(), updatedBy: by });
