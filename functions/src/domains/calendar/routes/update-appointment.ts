import { clock } from '../../../adapters/clock';
import { replaceAppointment } from '../../../db/appointments';
import { ConflictError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { agendaWrites, appointmentDetail, appointmentFor, readTimes, refuseCancelled } from '../appointments';
import { isRealDate } from '../times';

/**
 * Edits an appointment's date, times and comment (staff). Its time is checked again: the new one
 * must not overlap another of the lawyer's appointments (409), and the old one is freed, in one
 * transaction. A cancelled appointment is not edited (409).
 */
export const handler = defineHandler('calendar.updateAppointment', async ({ params, body }, { caller, language }) => {
  if (!isRealDate(body.date)) throw new ValidationError([fieldError('date', 'date_invalid', language)]);
  const times = readTimes(body, language);
  const now = clock.now();
  const updated = await withFreshReads(async () => {
    const read = await appointmentFor(caller, params.idrendezvous);
    refuseCancelled(read);
    const { commentaire: _previous, ...rest } = read;
    const next = {
      ...rest,
      ...times,
      ...(body.commentaire ? { commentaire: body.commentaire } : {}),
      sequence: read.sequence + 1,
      updatedAt: now.toISOString(),
    };
    if (!next.idClient && !next.commentaire)
      throw new ValidationError([fieldError('commentaire', 'appointment_subject_required', language)]);
    const moved = await agendaWrites(caller.structureId, read, next, () => new ConflictError('appointment_overlap', 'heureDebut'));
    await commit([{ write: replaceAppointment(caller.structureId, read, next), onConditionFailure: () => new StaleReadError() }, ...moved]);
    return next;
  });
  return appointmentDetail(updated, false);
});
