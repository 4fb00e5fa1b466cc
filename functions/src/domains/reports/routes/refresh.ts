import { clock } from '../../../adapters/clock';
import { sendMessages } from '../../../adapters/queue';
import { askReport } from '../../../db/reports';
import { defineHandler } from '../../../runtime/define-handler';

/**
 * Asks for the firm's figures now: the reports job computes them outside the request (a firm's
 * dossiers read one by one: minutes at 40,000). Asked again within minutes, the first ask stands
 * and nothing more is queued.
 */
export const handler = defineHandler('reports.refresh', async (_input, { caller }) => {
  const { recorded, demandeLe } = await askReport(caller.structureId, clock.now());
  if (recorded) await sendMessages('report-figures', [{ structureId: caller.structureId }]);
  return { demandeLe };
});
