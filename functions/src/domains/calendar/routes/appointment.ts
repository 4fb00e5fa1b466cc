import { defineHandler } from '../../../runtime/define-handler';
import { isClientCaller } from '../../../services/dossier-access';
import { appointmentDetail, appointmentFor } from '../appointments';

/** An appointment's detail: staff, any of their firm's; a client, their own. */
export const handler = defineHandler('calendar.appointment', async ({ params }, { caller }) =>
  appointmentDetail(await appointmentFor(caller, params.idrendezvous), isClientCaller(caller)),
);
