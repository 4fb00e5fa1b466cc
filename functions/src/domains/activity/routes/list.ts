import { isActivityCursor } from '../../../db/activity-log';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { activityLog } from '../../../services/activity-log';
import { casablancaInstant } from '../../../services/deadline-dates';
import { fieldError } from '../../../services/field-error';

const MINUTE_MS = 60_000;
/** The instant a Casablanca day begins. */
const dayStart = (day: string) => new Date(casablancaInstant(day, '00:00')).toISOString();
/** The instant after a Casablanca day's last minute: the next day's start. */
const dayEnd = (day: string) => new Date(Date.parse(casablancaInstant(day, '23:59')) + MINUTE_MS).toISOString();

/** A page of the firm's activity log (ADMIN), newest first, filtered by person, kind and days. */
export const handler = defineHandler('activity.list', async ({ query }, { caller, language }) => {
  if (query.cursor !== undefined && !isActivityCursor(query.cursor))
    throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  return activityLog(
    caller.structureId,
    {
      userId: query.idUtilisateur,
      kind: query.type,
      from: query.dateDebut && dayStart(query.dateDebut),
      to: query.dateFin && dayEnd(query.dateFin),
    },
    query.limit,
    query.cursor,
  );
});
