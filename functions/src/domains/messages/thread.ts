import type { Caller } from '../../services/caller';
import type { Dossier } from '../../db/dossiers';
import { lastNotified, type Message, type ReadMarker, type Side } from '../../db/messages';
import { isClientCaller } from '../../services/dossier-access';

/** The caller's side of a thread: a client (CLT) writes for the dossier's clients, anyone else for the firm. */
export const sideOf = (caller: Caller): Side => (isClientCaller(caller) ? 'CLIENT' : 'CABINET');
export const otherSide = (side: Side): Side => (side === 'CABINET' ? 'CLIENT' : 'CABINET');

/**
 * What the thread's reader knew read before this reading: how far the firm read (client messages),
 * and how far the reader (a client: their marker) or any client (staff) read the staff's messages.
 */
export type ReadState = { staffReadTo: string; clientReadTo: string };
export const readStateFor = (caller: Caller, dossier: Dossier, marker: ReadMarker | undefined): ReadState => ({
  staffReadTo: dossier.staffReadTo ?? '',
  clientReadTo: (isClientCaller(caller) ? marker?.readTo : dossier.clientReadTo) ?? '',
});

/** A message as the API answers it: `lu` when the other side of its author had read it. */
export const messageView = ({ side, ...message }: Message, state: ReadState) => ({
  ...message,
  lu: message.idMessage <= (side === 'CLIENT' ? state.staffReadTo : state.clientReadTo),
});

/** One notification email per thread and recipient side per 15 minutes, while they leave it unread. */
export const NOTIFY_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Whether a message of `sender` notifies the other side now: never notified, or last notified 15
 * minutes ago or more, or they opened the thread since they were.
 */
export const notifiesNow = (dossier: Dossier, sender: Side, now: Date): boolean => {
  const recipient = otherSide(sender);
  const notified = lastNotified(dossier, recipient);
  if (!notified) return true;
  const readAt = recipient === 'CABINET' ? dossier.staffReadAt : dossier.clientReadAt;
  return now.getTime() - Date.parse(notified) >= NOTIFY_INTERVAL_MS || (!!readAt && readAt > notified);
};
