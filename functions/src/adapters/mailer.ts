import type { Language } from '@mizan/shared/roles';
import { config } from './config';
import { loadOnce } from './load-once';

/** The SES client, loaded on the first send (adapters/ses-client.ts). */
const loadSes = loadOnce(() => import('./ses-client'));

/**
 * A file sent with an email: its name, media type (`text/calendar; method=REQUEST`…) and content,
 * text, or a binary file's bytes in base64 (`encoding`).
 */
export type MailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };
/**
 * An email: `language` is the one it is worded in (its firm's footer follows it), `replyTo` the
 * address a reply goes to (the dossier's lawyer, for an email about a dossier sent to its client).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language?: Language;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};

/**
 * The From header: the sender's name (the firm's), as an RFC 2047 encoded word so that Arabic and
 * accented names pass any mail system, before the product's address; the address alone without one.
 */
export const fromHeader = (senderName: string | undefined) => {
  const name = senderName?.replace(/[\r\n]+/g, ' ').trim();
  return name ? `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${config.mailFrom}>` : config.mailFrom;
};

/**
 * Sends one email through SES (the local stack's SES emulator keeps it in its mailbox) and answers
 * its message id, from the sender named (the firm whose email it is). Only the outbox worker calls
 * it: the product queues emails (services/outbox.ts).
 */
export const mailer = {
  async send(mail: Mail, senderName?: string): Promise<string> {
    const { client, SendEmailCommand } = await loadSes();
    const { MessageId } = await client.send(
      new SendEmailCommand({
        FromEmailAddress: fromHeader(senderName),
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
            ...(mail.attachments?.length
              ? {
                  Attachments: mail.attachments.map((a) => ({
                    FileName: a.filename,
                    ContentType: a.contentType,
                    ContentDisposition: 'ATTACHMENT' as const,
                    RawContent: Buffer.from(a.content, a.encoding ?? 'utf8'),
                  })),
                }
              : {}),
          },
        },
      }),
    );
    return MessageId ?? '';
  },
};
