import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { tableClient } from './table';

/** An email as the SES emulator keeps it (aws-ses-v2-local's store). */
export type SentEmail = {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  /** Files sent with the email (an appointment's iCalendar part); `content` is base64. */
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Epoch seconds. */
  at: number;
};

const isFor = (email: SentEmail, address: string) => {
  const wanted = address.toLowerCase();
  const { to, cc, bcc } = email.destination;
  return [...to, ...cc, ...bcc].some((recipient) => recipient.toLowerCase().includes(wanted));
};

/**
 * Waits until the outbox holds no email due now, or due within the grouping window of the emails
 * that wait for others of their group (a lawyer's booking requests: BOOKING_EMAIL_WINDOW_MS), per
 * functions/src/db/outbox.ts's due index: the mailbox then shows what the requests before queued.
 */
const outboxSettled = async (timeoutMs = 15_000) => {
  const until = Date.now() + timeoutMs;
  const windowMs = Number(inject('env').BOOKING_EMAIL_WINDOW_MS ?? 0);
  for (;;) {
    const { Items } = await tableClient().send(
      new QueryCommand({
        TableName: inject('env').TABLE_NAME,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
        ExpressionAttributeValues: { ':due': 'OUTBOX#DUE', ':now': `${new Date(Date.now() + windowMs).toISOString()}~` },
        Limit: 1,
      }),
    );
    if (!Items?.length || Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Every email the test stack has sent to `address` (To, Cc or Bcc), oldest first, once the outbox has sent what is due. */
export const emailsTo = async (address: string): Promise<SentEmail[]> => {
  await outboxSettled();
  const response = await fetch(new URL('/store', inject('mailboxUrl')));
  if (!response.ok) throw new Error(`SES emulator store answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: SentEmail[] };
  return emails.filter((email) => isFor(email, address));
};

/**
 * Waits for an email to `address` (matching `match` if given), sent after `since` (ms epoch,
 * default: any); throws after `timeoutMs`. The emulator stamps emails to the second, so an email
 * sent just before `since` can pass: `match` should name what only the awaited email holds.
 */
export const waitForEmail = async (
  address: string,
  options: { since?: number; timeoutMs?: number; match?: (email: SentEmail) => boolean } = {},
): Promise<SentEmail> => {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const sinceSeconds = Math.floor((options.since ?? 0) / 1000);
  for (;;) {
    const found = (await emailsTo(address)).filter((email) => email.at >= sinceSeconds && (options.match?.(email) ?? true)).pop();
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${address} arrived within ${options.timeoutMs ?? 10_000} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** The first link of an email to the app (first-connection, password reset), from its text or HTML. */
export const linkIn = (email: SentEmail, contains = ''): string | undefined => {
  const text = `${email.body.text ?? ''}\n${email.body.html ?? ''}`;
  return [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')).find((url) => url.includes(contains));
};

/** The texts of every attachment of an email whose media type begins with `contentType` (a grouped email's calendar parts). */
export const attachmentTexts = (email: SentEmail, contentType: string): string[] =>
  (email.attachments ?? [])
    .filter((a) => a.contentType.startsWith(contentType))
    .map((a) => Buffer.from(a.content, 'base64').toString('utf8'));

/** The text of an email's attachment whose media type begins with `contentType` (`text/calendar`). */
export const attachmentText = (email: SentEmail, contentType: string): string | undefined => {
  const found = email.attachments?.find((a) => a.contentType.startsWith(contentType));
  return found && Buffer.from(found.content, 'base64').toString('utf8');
};
