import { clientAppointments, lawyerAppointments } from '../../../db/appointments';
import { ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { isClientCaller, userInScope } from '../../../services/dossier-access';
import { fieldError } from '../../../services/field-error';
import { appointmentView } from '../../../services/appointments';
import { isRealDate } from '../times';

/** Far enough to mean "every appointment" when no period is given. */
const ALL = { from: '0000-01-01', to: '9999-12-31' };

/**
 * A person's appointments by start (the caller's own, or anyone's of the firm for an
 * administrator): a lawyer's, or a client's, each one Query, between two days when given.
 */
export const handler = defineHandler('calendar.appointments', async ({ params, query }, { caller, language }) => {
  const person = await userInScope(caller, params.userId);
  const from = query.dateDebut ?? ALL.from;
  const to = query.dateFin ?? ALL.to;
  if (query.dateDebut && !isRealDate(from)) throw new ValidationError([fieldError('dateDebut', 'date_invalid', language)]);
  if (query.dateFin && (!isRealDate(to) || to < from)) throw new ValidationError([fieldError('dateFin', 'date_range_invalid', language)]);
  const read = person.idTypeUtilisateur === 'CLIENT' ? clientAppointments : lawyerAppointments;
  const found = await read(caller.structureId, person.idUtilisateur, from, to);
  return found.map((a) => appointmentView(a, isClientCaller(caller)));
});
