import { clock } from '../../../adapters/clock';
import { defineHandler } from '../../../runtime/define-handler';
import { meetingsOf, weekOf } from '../../../services/agenda';
import { appointmentView } from '../../../services/appointments';
import { userInScope } from '../../../services/dossier-access';

/** This week's meetings (Monday to Sunday, Casablanca): the person's pending and confirmed appointments, the client as title. */
export const handler = defineHandler('dashboard.meetings', async ({ params }, { caller }) => {
  const user = await userInScope(caller, params.userId);
  const { monday, sunday } = weekOf(clock.now());
  const meetings = await meetingsOf(caller.structureId, user.idUtilisateur, monday, sunday);
  return meetings.map((m) => appointmentView(m, false));
});
