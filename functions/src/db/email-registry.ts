import { table, type Item, type TransactItem } from '../adapters/table';

/**
 * One item per sign-in email across all firms: it makes an email unique (Cognito's username) and
 * finds the person's firm and record from the email alone (password reset).
 */
export type EmailEntry = { email: string; structureId: string; userId: string };

export const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'EMAIL' });

const emailItem = (entry: EmailEntry): Item => ({ ...emailKey(entry.email), type: 'EMAIL', ...entry });

/** Claims the email inside a transaction; the transaction fails if another account has it. */
export const claimEmail = (entry: EmailEntry): TransactItem => ({
  Put: { Item: emailItem(entry), ConditionExpression: 'attribute_not_exists(pk)' },
});

export const getEmailEntry = async (email: string): Promise<EmailEntry | undefined> => {
  const item = await table.get(emailKey(email));
  return item && { email: item.email as string, structureId: item.structureId as string, userId: item.userId as string };
};

/** Frees an email inside a transaction, only if it is still this user's. */
export const releaseEmail = (entry: EmailEntry): TransactItem => ({
  Delete: {
    Key: emailKey(entry.email),
    ConditionExpression: 'attribute_not_exists(pk) OR userId = :userId',
    ExpressionAttributeValues: { ':userId': entry.userId },
  },
});
