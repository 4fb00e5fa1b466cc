import { clock } from '../../../adapters/clock';
import { getReport, getReportAsked } from '../../../db/reports';
import { AppError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { fieldError } from '../../../services/field-error';
import { emptyFigures, monthsBetween, reportFor } from '../../../services/report-figures';
import { casablancaToday } from '../../../services/working-days';

const MAX_MONTHS = 60;

/** The last twelve months up to this one (YYYY-MM). */
const lastTwelveMonths = (today: string) => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, '0')}`;
  return { du: first, au: today.slice(0, 7) };
};

/**
 * The figures the reports job last computed (RP1), for the months asked: administrators and
 * assistants see the firm's, or one lawyer's (`avocat`); a lawyer sees their own dossiers' only
 * (403 for another lawyer's). Before the job's first run the figures are zero, `calculeLe` null.
 * A computation asked now and not yet done is said (`actualisationDemandee`).
 */
export const handler = defineHandler('reports.get', async ({ query }, { caller, language }) => {
  const firmView = caller.roles.includes('ADMIN') || caller.userType === 'ASSISTANT';
  if (!firmView && query.avocat && query.avocat !== caller.userId) throw new AppError(403, 'forbidden', 'report_lawyer_forbidden');
  const avocat = firmView ? (query.avocat ?? null) : caller.userId;
  const period = { ...lastTwelveMonths(casablancaToday(clock.now())), ...query };
  if (period.du > period.au) throw new ValidationError([fieldError('du', 'period_reversed', language)]);
  if (monthsBetween(period.du, period.au).length > MAX_MONTHS) throw new ValidationError([fieldError('au', 'period_too_long', language)]);
  const [stored, asked] = await Promise.all([getReport(caller.structureId, avocat), getReportAsked(caller.structureId)]);
  const calculeLe = stored?.calculeLe ?? null;
  const actualisationDemandee = asked && (!calculeLe || asked > calculeLe) ? asked : null;
  return reportFor(stored?.figures ?? emptyFigures(), { du: period.du, au: period.au, avocat, calculeLe, actualisationDemandee });
});
