import type { CourtEvent } from '@mizan/shared/court-events';
import type { StoredDeadlineEvent } from '@mizan/shared/deadline-events';
import { clock } from '../adapters/clock';
import { alertWrites, type Alert, type AlertSource } from '../db/alerts';
import type { Appointment } from '../db/appointments';
import type { Dossier } from '../db/dossiers';
import { newId } from '../db/keys';
import { cancellationCodes, transact, type TransactItem } from '../db/transactions';

/**
 * Raising alerts, for every source (court changes, deadlines, and, from their own domains,
 * appointments booked or cancelled by a client and messages): each alert has an idempotency key,
 * unique per recipient, and is raised at most once for it.
 */
export type NewAlert = {
  /** The recipient (a staff member). */
  userId: string;
  source: AlertSource;
  /** Message code of shared/messages.ts that says what happened, in the reader's language. */
  code: string;
  /** What the code's words are about, as plain text (a date, a message's subject). */
  texte: string;
  /** A court change, as data (then `texte` is empty): each reader words it in their language. */
  evenement?: CourtEvent;
  /** A deadline's event, as data (then `texte` is empty): each reader words it in their language. */
  echeance?: StoredDeadlineEvent;
  /** The dossier it concerns, for its references and clients. */
  dossier?: Pick<Dossier, 'id' | 'refCabinet' | 'refTribunal' | 'nomClient'>;
  dateAlert: string;
  /** Unique per recipient for what is being said: the same key twice raises one alert. */
  key: string;
};

const toAlert = (alert: NewAlert): Alert => ({
  id: newId(),
  idUtilisateur: alert.userId,
  source: alert.source,
  code: alert.code,
  texte: alert.texte,
  ...(alert.evenement ? { evenement: alert.evenement } : {}),
  ...(alert.echeance ? { echeance: alert.echeance } : {}),
  idDossier: alert.dossier?.id,
  refCabinet: alert.dossier?.refCabinet,
  refTribunal: alert.dossier?.refTribunal ?? undefined,
  dateAlert: alert.dateAlert,
  clients: alert.dossier?.nomClient ? [alert.dossier.nomClient] : [],
  lu: false,
  createdAt: clock.nowIso(),
  key: alert.key,
});

/** The writes raising the alert, to commit in the transaction of what caused it (a second raise fails that transaction's condition). */
export const raiseAlertWrites = (structureId: string, alert: NewAlert): TransactItem[] => alertWrites(structureId, toAlert(alert));

/** Raises the alert on its own; answers false when its key had already raised it. */
export const raiseAlert = async (structureId: string, alert: NewAlert): Promise<boolean> => {
  try {
    await transact(raiseAlertWrites(structureId, alert));
    return true;
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
};

const appointmentText = (a: Pick<Appointment, 'date' | 'debut' | 'fin'>) => `${a.date.split('-').reverse().join('/')} ${a.debut}–${a.fin}`;

/**
 * The alert for the lawyer when a client books or cancels an appointment, to commit with that
 * change (one per appointment and event).
 */
export const clientAppointmentAlert = (
  structureId: string,
  event: 'booked' | 'cancelled',
  a: Appointment,
  dossier: NewAlert['dossier'],
): TransactItem[] =>
  raiseAlertWrites(structureId, {
    userId: a.idUtilisateur,
    source: 'appointment',
    code: event === 'booked' ? 'alert_RDV_RESERVE' : 'alert_RDV_ANNULE',
    texte: appointmentText(a),
    dossier,
    dateAlert: `${a.date}T${a.debut}`,
    key: `appointment:${a.id}:${event}`,
  });

/** The alert for the dossier's lawyer when a client writes, to commit with the message (its subject, never its body). */
export const clientMessageAlert = (
  structureId: string,
  message: { idMessage: string; sujet: string; dateEnvoi: string },
  dossier: NonNullable<NewAlert['dossier']> & Pick<Dossier, 'idUtilisateur'>,
): TransactItem[] =>
  raiseAlertWrites(structureId, {
    userId: dossier.idUtilisateur,
    source: 'message',
    code: 'alert_MESSAGE',
    texte: message.sujet,
    dossier,
    dateAlert: message.dateEnvoi,
    key: `message:${message.idMessage}`,
  });
