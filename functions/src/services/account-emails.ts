import { mailer, type Mail } from '../adapters/mailer';

/**
 * The one door of the account emails whose timing or volume must not tell anything (registration's
 * verification link, the warning to an address's owner, password resets): built with the templates
 * of `emails/templates.ts`, sent here. It is the place to hand them to the delivery outbox.
 */
export const sendAccountEmail = (mail: Mail): Promise<void> => mailer.send(mail);
