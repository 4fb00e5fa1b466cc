import { clock } from '../../../adapters/clock';
import { replaceAppointment } from '../../../db/appointments';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { appointmentDetail, appointmentFor, notify, refuseCancelled } from '../appointments';

/** Confirms an appointment (CNF; staff only, so never its client); 409 on a cancelled one. The client is told by email. */
export const handler = defineHandler('calendar.confirmAppointment', async ({ body }, { caller }) => {
  const now = clock.now();
  const { confirmed, changed } = await withFreshReads(async () => {
    const read = await appointmentFor(caller, body.id);
    refuseCancelled(read);
    if (read.statut === 'CNF') return { confirmed: read, changed: false };
    const next = { ...read, statut: 'CNF' as const, sequence: read.sequence + 1, updatedAt: now.toISOString() };
    await commit([{ write: replaceAppointment(caller.structureId, read, next), onConditionFailure: () => new StaleReadError() }]);
    return { confirmed: next, changed: true };
  });
  if (changed) await notify(caller.structureId, 'confirmed', confirmed, true, now);
  return appointmentDetail(confirmed, false);
});
