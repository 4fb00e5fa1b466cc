import { MAX_AGENDA_RANGE_DAYS } from '@mizan/shared/schemas/calendar';
import { clock } from '../../../adapters/clock';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { agendaOwners, readAgenda } from '../agenda';
import { daysFrom, isRealDate } from '../times';

/**
 * The calendar's events between two days (42 at most): the caller's own agenda, a colleague's
 * (`userId`), or the whole firm's (`all`, administrators and assistants).
 */
export const handler = defineHandler('calendar.agenda', async ({ query }, { caller, language }) => {
  const { dateDebut: from, dateFin: to } = query;
  if (!isRealDate(from)) throw new ValidationError([fieldError('dateDebut', 'date_invalid', language)]);
  if (!isRealDate(to) || to < from || daysFrom(from, to) >= MAX_AGENDA_RANGE_DAYS)
    throw new ValidationError([fieldError('dateFin', 'agenda_range_invalid', language)]);
  if (query.all && query.userId) throw new ValidationError([fieldError('userId', 'invalid_value', language)]);
  const owners = await agendaOwners(caller, query);
  return readAgenda(caller.structureId, owners, { from, to }, language, clock.now());
});
