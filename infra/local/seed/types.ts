import type { Role } from '@mizan/shared/roles';
import type { RouteName } from '@mizan/shared/routes';
import type { CallOptions, CallResult } from '../call';

/** A person of the demo firm who can sign in; start.ts prints them. */
export type DemoAccount = { email: string; password: string; role: Role; name: string; description: string };

export type SeedContext = {
  /** Calls a route of the running stack's API, as the browser would. */
  api: <T = unknown>(name: RouteName, options?: CallOptions) => Promise<CallResult<T>>;
  /** Signs in through the API (once per email and run); answers the session (token, id, idStructure…). A module needing the admin signs in itself: earlier modules may have run in an earlier start. */
  signIn: (email: string, password: string) => Promise<{ token: string; id: string; idStructure: string }>;
  /** The emails the stack has sent to an address (the SES emulator's store), oldest first. */
  emailsTo: (address: string) => Promise<{ subject: string; body: { text?: string; html?: string }; at: number }[]>;
  /** Sends a request to the court-portal simulator's control API (`/_control/cases`, `/_control/outage`). */
  courtPortal: (path: string, body: unknown) => Promise<void>;
  /** Values earlier modules leave for later ones (ids of the firm, people, dossiers). */
  state: Record<string, unknown>;
  log: (line: string) => void;
};

/**
 * One slice of demo data. Modules run in order, each once per data directory (stack.json keeps
 * the names of those done); each must also tolerate finding its data already there.
 */
export type SeedModule = { name: string; accounts: DemoAccount[]; run: (ctx: SeedContext) => Promise<void> };

/** Throws with the API's answer when a seed call did not get the expected status. */
export const expectStatus = (result: CallResult, expected: number[], what: string): void => {
  if (!expected.includes(result.status)) {
    throw new Error(`seed: ${what} answered ${result.status}: ${JSON.stringify(result.body)}`);
  }
};

/**
 * The newest email to `email` sent since `since` (epoch seconds), waiting up to `waitMs` for it:
 * emails leave through the outbox, a moment after the request that queued them.
 */
export const emailSince = async (ctx: SeedContext, email: string, since: number, waitMs = 10_000) => {
  const until = Date.now() + waitMs;
  for (;;) {
    const found = (await ctx.emailsTo(email)).filter((mail) => mail.at >= since).pop();
    if (found || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Sets the password of a person invited since `since` (epoch seconds) through the first-connection
 * link of their invitation email, as the person would.
 */
export const acceptInvitation = async (ctx: SeedContext, email: string, since: number, password: string): Promise<void> => {
  const invitation = await emailSince(ctx, email, since);
  const text = `${invitation?.body.text ?? ''} ${invitation?.body.html ?? ''}`;
  const token = /first-connection\?id=([^\s"'<>&]+)/.exec(text)?.[1];
  if (!token) throw new Error(`seed: no invitation link was emailed to ${email}`);
  const set = await ctx.api('account.setFirstPassword', { body: { id: decodeURIComponent(token), password } });
  expectStatus(set, [200], `first connection of ${email}`);
};
