import { clock } from '../adapters/clock';
import { config } from '../adapters/config';
import { mailer, type Mail } from '../adapters/mailer';
import { isTransient } from '../adapters/transient-errors';
import { getFirm } from '../db/firms';
import {
  claimMail,
  dueMail,
  markMailFailed,
  markMailSent,
  queueGroupedMail,
  queueMail,
  readMailGroup,
  type DueCursor,
  type OutboxRef,
} from '../db/outbox';
import { withFirmFooter } from './emails/firm-footer';
import { commit, plain, StaleReadError, type GuardedWrite } from './guarded-transaction';

/**
 * Every email goes through the outbox. Sending one is one line: build it with a template of
 * services/emails/ and add `emailWrite(structureId, mail)` to the transaction of the change that
 * causes it; the email then exists exactly when the change does, and the outbox worker delivers
 * it, again after a failure, once. `queueEmail` is the same write committed alone, for an email
 * whose cause is not a write of the table (an identity-provider step, a scheduled job's decision).
 */
export const emailWrite = (structureId: string, mail: Mail): GuardedWrite => plain(queueMail(structureId, mail, clock.now()));

export const queueEmail = (structureId: string, mail: Mail): Promise<void> => commit([emailWrite(structureId, mail)]);

/**
 * An email that waits `windowMs` for the others of its `group` and leaves as one with them
 * (db/outbox.ts, grouped emails): `compose` words that one email from every entry of the group so
 * far, `entry` last. Call it inside the change's `withFreshReads` attempt: a concurrent email of
 * the group makes the transaction fail on the group's item, and the attempt reads it again. When
 * the group's item of the moment can take no more (it is being sent), the email leaves alone.
 */
export const groupedEmailWrite = async <T>(
  structureId: string,
  group: string,
  entry: T,
  compose: (entries: readonly T[]) => Mail,
  windowMs: number,
): Promise<GuardedWrite> => {
  const now = clock.now();
  const read = await readMailGroup<T>(structureId, group, now, windowMs);
  const target = read.open ? { open: read.open } : read.newId ? { newId: read.newId } : undefined;
  if (!target) return emailWrite(structureId, compose([entry]));
  const entries = [...(read.open?.entries ?? []), entry];
  return {
    write: queueGroupedMail(structureId, target, entries, compose(entries), now, windowMs),
    onConditionFailure: () => new StaleReadError(),
  };
};

/** The wait before the next try after `attempts` failed ones: the base, doubled each time, at most the maximum (an hour in the cloud). */
export const retryDelayMs = (attempts: number) =>
  Math.min(config.outboxRetryMaxMs, config.outboxRetryBaseMs * 2 ** Math.max(0, attempts - 1));

export type Delivery = 'sent' | 'failed' | 'skipped';

/** What a recording waits at most between two tries. */
const RECORD_WAIT_MAX_MS = 2_000;

/**
 * Records an outcome through a table failure, however long: an email SES accepted but not recorded
 * as sent would be sent again by the next worker that claims the item, so the worker keeps trying
 * (at most every 2 s) until the write lands, past its own claim's end too: the write holds only
 * while no other worker has claimed the item, harmless once one has (the write answers false and is
 * not tried again). An error that trying again cannot change is thrown. In the cloud the function's
 * timeout (1 minute, a lease is 5) ends the tries of a longer outage: the item is then sent again
 * once its lease ends (at least once, never lost).
 */
const record = async (write: () => Promise<boolean>) => {
  for (let wait = 200; ; wait = Math.min(wait * 2, RECORD_WAIT_MAX_MS)) {
    try {
      await write();
      return;
    } catch (error) {
      if (!isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
};

/**
 * Delivers one item if it is due and nobody else holds it: claims it, sends it from its firm by
 * name with the firm's address and phone at its foot (read now: the latest details), records the
 * outcome. A failed send is due again after the backoff; nothing is ever dropped.
 */
export const deliverMail = async (ref: OutboxRef): Promise<Delivery> => {
  const entry = await claimMail(ref, clock.now(), config.outboxLeaseMs);
  if (!entry?.mail) return 'skipped';
  let messageId: string;
  try {
    const firm = await getFirm(ref.structureId);
    messageId = await mailer.send(withFirmFooter(entry.mail, firm), firm?.nom);
  } catch (error) {
    const now = clock.now();
    const due = new Date(now.getTime() + retryDelayMs(entry.attempts));
    // Recorded through a table failure too: else the item waits for its lease to end.
    await record(() => markMailFailed(entry, due, `${(error as Error).name}: ${(error as Error).message}`));
    return 'failed';
  }
  await record(() => markMailSent(entry, messageId, clock.now()));
  return 'sent';
};

/**
 * Delivers every item due when the sweep starts, a page at a time, a few at once (an item falling
 * due meanwhile waits for the next sweep). Pages follow one another by position: items another
 * worker holds stay at the head of the index and must not hide the rest. A table failure ends the
 * sweep, once every delivery of its page has ended.
 */
export const deliverDue = async (pageSize = 25): Promise<Record<Delivery, number>> => {
  const counts: Record<Delivery, number> = { sent: 0, failed: 0, skipped: 0 };
  const now = clock.now();
  let start: DueCursor | undefined;
  do {
    const { refs, next } = await dueMail(now, pageSize, start);
    // One still recording its email must not overlap the next sweep.
    const outcomes = await Promise.allSettled(refs.map(deliverMail));
    for (const outcome of outcomes) if (outcome.status === 'fulfilled') counts[outcome.value]++;
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    start = next;
  } while (start);
  return counts;
};
