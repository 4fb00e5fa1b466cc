import { table, type BatchWrite } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';

/**
 * The reports' aggregates (issue 33), written by the reports job: one item for the firm
 * (`T#{sid}` / `RAPPORT`) and one per lawyer with dossiers (`RAPPORT#U#{userId}`), each holding
 * its figures and when they were computed. The route reads one item (RP1); the job replaces them
 * all and removes a lawyer's that no dossier names any more (RP2).
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

const FIRM_REPORT = 'RAPPORT';
const LAWYER_PREFIX = 'RAPPORT#U#';
const reportSk = (lawyerId: string | null) => (lawyerId ? `${LAWYER_PREFIX}${lawyerId}` : FIRM_REPORT);

/** The firm's figures, or one lawyer's (RP1); undefined before the job's first run. */
export const getReport = async (structureId: string, lawyerId: string | null): Promise<StoredReport | undefined> => {
  const item = await table.get({ pk: firmPk(structureId), sk: reportSk(lawyerId) });
  return item ? { figures: item.figures as Figures, calculeLe: item.calculeLe as string } : undefined;
};

/** Replaces the firm's figures and each lawyer's; a lawyer's item not in `byLawyer` is removed (RP2). */
export const putReports = async (structureId: string, calculeLe: string, firm: Figures, byLawyer: ReadonlyMap<string, Figures>) => {
  const pk = firmPk(structureId);
  const stale = (await table.queryAll(sortKeyPrefix(pk, LAWYER_PREFIX)))
    .map((item) => String(item.sk).slice(LAWYER_PREFIX.length))
    .filter((lawyerId) => !byLawyer.has(lawyerId));
  const writes: BatchWrite[] = [
    { put: { pk, sk: FIRM_REPORT, type: 'RAPPORT', figures: firm, calculeLe } },
    ...[...byLawyer].map(([lawyerId, figures]): BatchWrite => ({
      put: { pk, sk: reportSk(lawyerId), type: 'RAPPORT', figures, calculeLe },
    })),
    ...stale.map((lawyerId): BatchWrite => ({ delete: { pk, sk: reportSk(lawyerId) } })),
  ];
  await table.batchWrite(writes);
};
