import { table, type BatchWrite } from '../adapters/table';
import { firmPk, sortKeyPrefix } from './keys';
import { FIRM_REPORT, LAWYER_PREFIX, reportSk, type Figures } from './reports';

/**
 * The reports job's write of the aggregates (db/reports.ts), apart from their reads so that the
 * reports API function, which reads them, holds no batch write.
 */
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
