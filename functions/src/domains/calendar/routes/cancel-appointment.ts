import { clock } from '../../../adapters/clock';
import { replaceAppointment } from '../../../db/appointments';
import { getDossier } from '../../../db/dossiers';
import { defineHandler } from '../../../runtime/define-handler';
import { clientAppointmentAlert } from '../../../services/alerts';
import { isClientCaller } from '../../../services/dossier-access';
import { commit, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { agendaWrites, appointmentDetail, appointmentFor, appointmentEmails, refuseCancelled } from '../appointments';

/**
 * Cancels an appointment with a reason: ANL by the firm, ANC by its client; its time is free again
 * in the same transaction, with the lawyer's alert when the client cancels. 409 on a cancelled
 * one. The other side is told by email, queued in the same transaction.
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
    // The lawyer is alerted of a client's cancellation in its own transaction.
    const dossier = byClient && read.idDossier ? await getDossier(caller.structureId, read.idDossier) : undefined;
    const alert = byClient ? clientAppointmentAlert(caller.structureId, 'cancelled', next, dossier) : [];
    const emails = await appointmentEmails(caller.structureId, 'cancelled', next, !byClient, now);
    await commit([
      { write: replaceAppointment(caller.structureId, read, next), onConditionFailure: () => new StaleReadError() },
      ...freed,
      ...alert.map((write) => ({ write })),
      ...emails,
    ]);
    return next;
  });
  return appointmentDetail(cancelled, byClient);
});
