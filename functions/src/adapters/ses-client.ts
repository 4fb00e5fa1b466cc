import { SESv2Client } from '@aws-sdk/client-sesv2';

/*
 * The SDK's SES client and its one command: adapters/mailer.ts imports this module on its first
 * send, not with the outbox job's entry, so that a sweep with nothing to send (most of them) never
 * loads it.
 */

export const client = new SESv2Client({});

export { SendEmailCommand } from '@aws-sdk/client-sesv2';
