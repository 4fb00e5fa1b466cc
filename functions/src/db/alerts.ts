import type { CourtEvent } from '@mizan/shared/court-events';
import type { StoredDeadlineEvent } from '@mizan/shared/deadline-events';
import { table, type Item, type TransactItem } from '../adapters/table';
import { firmPk } from './keys';

/**
 * Alerts (the dashboard's notifications): one item per alert in its recipient's partition
 * `T#{sid}#U#{uid}#ALERTS`, sort key its id (a ULID of when it was raised), so a Query in reverse
 * reads a person's newest first. Each alert is raised once for its idempotency key: a key item
 * `T#{sid}#ALERTKEYS` / `{uid}#{key}` is put with the alert on condition that it does not exist,
 * so a job run twice, a retried request or two concurrent writers raise it once.
 */
export type AlertSource = 'court' | 'deadline' | 'appointment' | 'message';

export type Alert = {
  id: string;
  idUtilisateur: string;
  source: AlertSource;
  /**
   * A message code of shared/messages.ts (worded in the reader's language) and plain text after it;
   * a court change holds its `evenement` and a deadline's its `echeance` (worded when read), with an
   * empty `texte` (alerts raised before hold a sentence: a court one is read back by
   * services/court-events.ts, a deadline's is shown as the text it is).
   */
  code: string;
  texte: string;
  evenement?: CourtEvent;
  echeance?: StoredDeadlineEvent;
  idDossier?: string;
  refCabinet?: string;
  refTribunal?: string;
  /** When what it says happened (a hearing's date, a deadline's): an ISO instant or day. */
  dateAlert: string;
  clients: string[];
  lu: boolean;
  createdAt: string;
  key: string;
};

const alertsPk = (structureId: string, userId: string) => `${firmPk(structureId)}#U#${userId}#ALERTS`;
const alertKey = (structureId: string, userId: string, id: string) => ({ pk: alertsPk(structureId, userId), sk: id });
const keyItemKey = (structureId: string, userId: string, key: string) => ({
  pk: `${firmPk(structureId)}#ALERTKEYS`,
  sk: `${userId}#${key}`,
});

const fromItem = ({ pk: _pk, sk: _sk, type: _type, ...alert }: Item): Alert => alert as unknown as Alert;

/**
 * The writes that raise an alert, for the transaction of its cause: the key item first (its
 * condition fails when the alert was already raised), then the alert.
 */
export const alertWrites = (structureId: string, alert: Alert): TransactItem[] => [
  {
    Put: {
      Item: { ...keyItemKey(structureId, alert.idUtilisateur, alert.key), type: 'ALERT_KEY', alertId: alert.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
  {
    Put: {
      Item: { ...alertKey(structureId, alert.idUtilisateur, alert.id), type: 'ALERT', ...alert },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  },
];

/** A person's newest alerts, at most `limit`. */
export const latestAlerts = async (structureId: string, userId: string, limit: number): Promise<Alert[]> => {
  const { items } = await table.query({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': alertsPk(structureId, userId) },
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(fromItem);
};

/** A person's alerts raised after `since` (an ISO instant), oldest first: the digest's court changes. */
export const alertsSince = async (structureId: string, userId: string, sinceId: string): Promise<Alert[]> => {
  return (
    await table.queryAll({
      KeyConditionExpression: 'pk = :pk AND sk > :since',
      ExpressionAttributeValues: { ':pk': alertsPk(structureId, userId), ':since': sinceId },
    })
  ).map(fromItem);
};

/** Marks one of a person's alerts read; false when they have no such alert. */
export const markAlertRead = async (structureId: string, userId: string, id: string): Promise<boolean> => {
  try {
    await table.update({
      Key: alertKey(structureId, userId, id),
      UpdateExpression: 'SET lu = :true',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':true': true },
    });
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};
