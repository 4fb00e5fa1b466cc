import type { Labels } from './labels';
import data from './courts.json';

export type CourtKind = 'CA' | 'CAC' | 'CAA' | 'TPI' | 'TPI-FAM' | 'TC' | 'TA';
export type Court = { code: string; kind: CourtKind; label: Labels };
export type AppealCourt = Court & { firstInstance: readonly Court[] };

/**
 * Moroccan courts of appeal (ordinary, commercial, administrative) and, under each, the
 * first-instance courts of its area. Codes are the stable slugs of courts.json (see README.md).
 */
export const APPEAL_COURTS = data as readonly AppealCourt[];

const byCode = new Map<string, Court>(
  APPEAL_COURTS.flatMap((court) => [[court.code, court] as const, ...court.firstInstance.map((c) => [c.code, c] as const)]),
);

/** Any court, appeal or first instance, by code. */
export const findCourt = (code: string): Court | undefined => byCode.get(code);

export const findAppealCourt = (code: string): AppealCourt | undefined => APPEAL_COURTS.find((court) => court.code === code);

/**
 * The court of appeal whose area holds a court: itself for a court of appeal, the one listing it
 * for a first-instance court; undefined for a code no court has.
 */
export const appealCourtOf = (code: string): AppealCourt | undefined =>
  findAppealCourt(code) ?? APPEAL_COURTS.find((court) => court.firstInstance.some((c) => c.code === code));
