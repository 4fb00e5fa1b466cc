import { clock } from '../../../adapters/clock';
import { replaceAppointment } from '../../../db/appointments';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { appointmentDetail, appointmentFor, appointmentEmails, refuseCancelled } from '../appointments';

/** Confirms an appointment (CNF; staff only, so never its client); 409 on a cancelled one. The client is told by email, queued in the same transaction. */
export const handler = defineHandler('calendar.confirmAppointment', async ({ body }, { caller }) => {
  const now = clock.now();
  const confirmed = await withFreshReads(async () => {
    const read = await appointmentFor(caller, body.id);
    refuseCancelled(read);
    if (read.statut === 'CNF') return read;
    const next = { ...read, statut: 'CNF' as const, sequence: read.sequence + 1, updatedAt: now.toISOString() };
    const emails = await appointmentEmails(caller.structureId, 'confirmed', next, true, now);
    await commit([
      { write: replaceAppointment(caller.structureId, read, next), onConditionFailure: () => new StaleReadError() },
      ...emails,
    ]);
    return next;
  });
  return appointmentDetail(confirmed, false);
});
