import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '@mizan/shared/roles';
import { clock } from '../adapters/clock';
import { isConditionFailure, table, type Item, type TransactItem } from '../adapters/table';
import { getUser, hasPassword, markTokenUse, type User } from './users';

/**
 * Single-use secrets sent by email: first-connection invitations (7 days), password resets
 * (1 hour) and the verification of a new firm's address (24 hours). The token itself (32 random bytes, base64url) only ever exists in the email; the table
 * keeps its SHA-256, so a copy of the table cannot be turned into working links. The items are
 * global (the public routes that read them know no firm) and carry the firm and user they open.
 * DynamoDB's TTL removes them some time after `ttl`; until then `expiresAt` is what counts. A spent
 * token stays `SPENT_TOKEN_KEPT_SECONDS` marked `usedAt`, so that its link, opened again, can say
 * that it already did its work rather than that it is unknown.
 */
export type TokenKind = 'INVITATION' | 'RESET' | 'VERIFY_EMAIL';
export type TokenSubject = { structureId: string; userId: string; email: string };
export type TokenEntry = TokenSubject & { kind: TokenKind; hash: string; expiresAt: string; createdAt: string };

export const TOKEN_LIFETIME_SECONDS: Record<TokenKind, number> = { INVITATION: 7 * 24 * 3600, RESET: 3600, VERIFY_EMAIL: 24 * 3600 };
const TOKEN_BYTES = 32;
/** How long a spent token is kept (marked `usedAt`) to say so when its link is opened again. */
export const SPENT_TOKEN_KEPT_SECONDS = 30 * 24 * 3600;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const tokenKey = (hash: string) => ({ pk: `TOKEN#${hash}`, sk: 'TOKEN' });

export const tokenItem = (entry: TokenEntry): Item => ({
  ...tokenKey(entry.hash),
  type: 'TOKEN',
  ...entry,
  ttl: Math.ceil(Date.parse(entry.expiresAt) / 1000),
});

const fromItem = (item: Item): TokenEntry => ({
  kind: item.kind as TokenKind,
  hash: item.hash as string,
  structureId: item.structureId as string,
  userId: item.userId as string,
  email: item.email as string,
  expiresAt: item.expiresAt as string,
  createdAt: item.createdAt as string,
});

/**
 * A new token: the write that stores its hash (to commit with the email that carries it, so that
 * neither exists without the other) and the token, to be sent to the person and nowhere else.
 */
export const issueToken = (kind: TokenKind, subject: TokenSubject): { token: string; write: TransactItem } => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const now = clock.now();
  const entry: TokenEntry = {
    kind,
    hash: hashToken(token),
    ...subject,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[kind] * 1000).toISOString(),
  };
  return { token, write: { Put: { Item: tokenItem(entry), ConditionExpression: 'attribute_not_exists(pk)' } } };
};

/** The live token of that kind, or undefined when unknown, used, expired or of another kind. */
export const findToken = async (kind: TokenKind, token: string): Promise<TokenEntry | undefined> => {
  const item = await table.get(tokenKey(hashToken(token)));
  if (!item || item.kind !== kind || item.usedAt !== undefined || String(item.expiresAt) <= clock.nowIso()) return undefined;
  return fromItem(item);
};

/** A token from an email link that can still be used, with its person. */
export type LiveToken = { entry: TokenEntry; user: User };

/**
 * A token that can still be used: known, of the expected kind, not expired, and its person still
 * there with the same email. A reset also needs an active account whose password has not changed
 * since the link was sent: one reset voids every older reset link. An invitation stops working
 * once the account has a password, however it was set (`markTokenUse` holds the same rules when
 * the token is spent).
 */
export const findLiveToken = async (kind: TokenKind, token: string): Promise<LiveToken | undefined> => {
  const entry = await findToken(kind, token);
  const user = entry && (await getUser(entry.structureId, entry.userId));
  if (!entry || !user || user.deletedAt || user.email !== entry.email) return undefined;
  if (kind === 'RESET' && (!user.actif || (user.passwordChangedAt !== undefined && user.passwordChangedAt >= entry.createdAt)))
    return undefined;
  if (kind === 'INVITATION' && hasPassword(user)) return undefined;
  return { entry, user };
};

/**
 * The token's spending inside its transaction (marked `usedAt`, kept a while longer): it only
 * succeeds while the token exists unspent, is of the expected kind and has not expired, so two
 * concurrent uses cannot both succeed.
 */
export const consumeToken = (entry: TokenEntry): TransactItem => {
  const now = clock.now();
  return {
    Update: {
      Key: tokenKey(entry.hash),
      UpdateExpression: 'SET #usedAt = :now, #ttl = :keptUntil',
      ConditionExpression:
        'attribute_exists(pk) AND #kind = :kind AND #userId = :userId AND #expiresAt > :now AND attribute_not_exists(#usedAt)',
      ExpressionAttributeNames: { '#kind': 'kind', '#userId': 'userId', '#expiresAt': 'expiresAt', '#usedAt': 'usedAt', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':kind': entry.kind,
        ':userId': entry.userId,
        ':now': now.toISOString(),
        ':keptUntil': Math.ceil(now.getTime() / 1000) + SPENT_TOKEN_KEPT_SECONDS,
      },
    },
  };
};

/**
 * Whether a link that no longer works already did its work: its token was spent, or it is an
 * invitation whose person has a password by now (set another way). False for an unknown token,
 * one of another kind, or one that expired or was voided unused.
 */
export const isSpentLink = async (kind: TokenKind, token: string): Promise<boolean> => {
  const item = await table.get(tokenKey(hashToken(token)));
  if (!item || item.kind !== kind) return false;
  if (item.usedAt !== undefined) return true;
  if (kind !== 'INVITATION') return false;
  const user = await getUser(String(item.structureId), String(item.userId));
  return !!user && !user.deletedAt && user.email === item.email && hasPassword(user);
};

/**
 * Spends a live token: its conditional delete and the mark on its user (`markTokenUse`) are one
 * transaction, so a token works once even under concurrent use. False when it was spent, expired
 * or voided meanwhile.
 */
export const spendToken = async ({ entry, user }: LiveToken, language?: Language): Promise<boolean> => {
  try {
    await table.transact([consumeToken(entry), markTokenUse(user, entry, language)]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** Puts a spent token back (unspent) when the step after spending it failed, so the link still works. */
export const restoreToken = (entry: TokenEntry) => table.put(tokenItem(entry), 'attribute_exists(usedAt)');

/** Withdraws a registration's verification token when the registration is undone (the table adapter deletes in transactions). */
export const deleteToken = (token: string) => table.transact([{ Delete: { Key: tokenKey(hashToken(token)) } }]);
