import { isConditionFailure, table } from '../adapters/table';
import { firmPk } from './keys';

/**
 * The reports' aggregates (issue 33), written by the reports job: one item for the firm
 * (`T#{sid}` / `RAPPORT`) and one per lawyer with dossiers (`RAPPORT#U#{userId}`), each holding
 * its figures and when they were computed. The route reads one item (RP1); the job replaces them
 * all and removes a lawyer's that no dossier names any more (RP2, db/report-aggregates.ts: only the
 * job writes them). A computation asked now is one
 * item more (`RAPPORT#DEMANDE`, `demandeLe`), written at most once in `ASK_INTERVAL_MS` (RP4).
 */
/** Per month (YYYY-MM): dossiers opened and closed, deadlines met on time and late, fees billed and collected, expenses per type. */
export type MonthTotals = {
  nouveaux: number;
  clos: number;
  echeancesATemps: number;
  echeancesEnRetard: number;
  factureCentimes: number;
  encaisseCentimes: number;
  depenses: Record<string, number>;
};
export type Figures = {
  ouverts: {
    parStatut: Record<string, number>;
    parType: Record<string, number>;
    parTribunal: Record<string, number>;
    parAvocat: Record<string, number>;
  };
  mois: Record<string, MonthTotals>;
  semaines: Record<string, number>;
  /** Fees billed and collected per lawyer and month. */
  honoraires: Record<string, Record<string, { facture: number; encaisse: number }>>;
};

export type StoredReport = { figures: Figures; calculeLe: string };

export const FIRM_REPORT = 'RAPPORT';
const ASKED = 'RAPPORT#DEMANDE';
/** A firm's figures are queued at most once in this time, however often they are asked for. */
export const ASK_INTERVAL_MS = 5 * 60_000;
export const LAWYER_PREFIX = 'RAPPORT#U#';
export const reportSk = (lawyerId: string | null) => (lawyerId ? `${LAWYER_PREFIX}${lawyerId}` : FIRM_REPORT);

/** The firm's figures, or one lawyer's (RP1); undefined before the job's first run. */
export const getReport = async (structureId: string, lawyerId: string | null): Promise<StoredReport | undefined> => {
  const item = await table.get({ pk: firmPk(structureId), sk: reportSk(lawyerId) });
  return item ? { figures: item.figures as Figures, calculeLe: item.calculeLe as string } : undefined;
};

/** When the firm's figures were last asked for now (RP1's second item); undefined if never. */
export const getReportAsked = async (structureId: string): Promise<string | undefined> =>
  (await table.get({ pk: firmPk(structureId), sk: ASKED }))?.demandeLe as string | undefined;

/**
 * Records that the firm's figures are asked for at `now` (RP4), unless they were less than
 * `ASK_INTERVAL_MS` before: answers whether this ask is recorded (then to be queued), and when the
 * standing one was made.
 */
export const askReport = async (structureId: string, now: Date): Promise<{ recorded: boolean; demandeLe: string }> => {
  const demandeLe = now.toISOString();
  try {
    await table.update({
      Key: { pk: firmPk(structureId), sk: ASKED },
      UpdateExpression: 'SET demandeLe = :now, #type = :type',
      ConditionExpression: 'attribute_not_exists(pk) OR demandeLe < :since',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':now': demandeLe,
        ':type': 'RAPPORT_DEMANDE',
        ':since': new Date(now.getTime() - ASK_INTERVAL_MS).toISOString(),
      },
    });
    return { recorded: true, demandeLe };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { recorded: false, demandeLe: (await getReportAsked(structureId)) ?? demandeLe };
  }
};
