import { config } from './config';
import { loadOnce } from './load-once';

/** The SES client, loaded on the first send (adapters/ses-client.ts). */
const loadSes = loadOnce(() => import('./ses-client'));

/** A file sent with an email: its name, media type (`text/calendar; method=REQUEST`…) and content. */
export type MailAttachment = { filename: string; contentType: string; content: string };
export type Mail = { to: string; subject: string; text: string; html: string; attachments?: readonly MailAttachment[] };

/**
 * Sends one email through SES (the local stack's SES emulator keeps it in its mailbox) and answers
 * its message id. Only the outbox worker calls it: the product queues emails (services/outbox.ts).
 */
export const mailer = {
  async send(mail: Mail): Promise<string> {
    const { client, SendEmailCommand } = await loadSes();
    const { MessageId } = await client.send(
      new SendEmailCommand({
        FromEmailAddress: config.mailFrom,
        Destination: { ToAddresses: [mail.to] },
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
                    RawContent: Buffer.from(a.content, 'utf8'),
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
