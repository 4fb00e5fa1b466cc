import { clock } from '../../../adapters/clock';
import { replaceAppointment } from '../../../db/appointments';
import { defineHandler } from '../../../runtime/define-handler';
import { isClientCaller } from '../../../services/dossier-access';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { agendaWrites, appointmentDetail, appointmentFor, notify, refuseCancelled } from '../appointments';

/**
 * Cancels an appointment with a reason: ANL by the firm, ANC by its client; its time is free again
 * in the same transaction. 409 on a cancelled one. The other side is told by email.
 */
export const handler = defineHandler('calendar.cancelAppointment', async ({ body }, { caller }) => {
  const now = clock.now();
  const byClient = isClientCaller(caller);
  const cancelled = await withFreshReads(async () => {
    const read = await appointmentFor(caller, body.id);
    refuseCancelled(read);
    const next = {
      ...read,
      statut: byClient ? ('ANC' as const) : ('ANL' as const),
      motif: body.motif,
      sequence: read.sequence + 1,
      updatedAt: now.toISOString(),
    };
    const freed = await agendaWrites(caller.structureId, read, undefined, () => new StaleReadError());
    await commit([{ write: replaceAppointment(caller.structureId, read, next), onConditionFailure: () => new StaleReadError() }, ...freed]);
    return next;
  });
  await notify(caller.structureId, 'cancelled', cancelled, !byClient, now);
  return appointmentDetail(cancelled, byClient);
});
