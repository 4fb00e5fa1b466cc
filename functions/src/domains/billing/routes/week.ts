import { clock } from '../../../adapters/clock';
import { dayBilling } from '../../../db/firm-invoices';
import { defineHandler } from '../../../runtime/define-handler';
import { weekOf } from '../../../services/agenda';
import { checkFirmFigures } from '../firm-list';

/** The firm's billing of this week, Monday to Sunday in Casablanca: the TTC issued and the payments dated in it (seven counters at most). */
export const handler = defineHandler('billing.week', async (_request, { caller }) => {
  checkFirmFigures(caller);
  const { monday, sunday } = weekOf(clock.now());
  const days = await dayBilling(caller.structureId, monday, sunday);
  return {
    du: monday,
    au: sunday,
    factureCentimes: days.reduce((sum, day) => sum + day.ttcCentimes, 0),
    encaisseCentimes: days.reduce((sum, day) => sum + day.encaisseCentimes, 0),
  };
});
