/**
 * The court portal, as the product sees it: a case is looked up by its court (our code, from
 * reference/courts.json) and its court reference, and answers its hearings, decision and status.
 * Adapters serve this port, chosen by `COURT_PORTAL` (adapters/court-portal/select.ts):
 * `simulator`, the local stack's, and `mahakim`, the mahakim.ma portal's (./mahakim.ts). Every
 * detail of a real portal stays in its adapter.
 */
export type PortalHearing = {
  /** The hearing's (or registration's) day, `YYYY-MM-DD`, or day and time `YYYY-MM-DDTHH:mm`, in Casablanca. */
  date: string;
  /** The procedure's type as the portal words it. */
  type: string;
  /** The decision or content of that step, as the portal words it. */
  content: string;
  /** The next hearing set at this step, same format as `date`. */
  nextHearing?: string;
};

export type PortalCase = { hearings: PortalHearing[]; decision?: string; status?: string };

/** A court reference `number/code/year` (the code is the portal's 4-character case code). */
export type CourtReference = { number: string; code: string; year: string };

export type CaseQuery = { court: string; reference: CourtReference };

/**
 * Why a look-up failed: the portal could not be reached (network, timeout, 5xx: worth retrying
 * later), its answer no longer reads as expected (`changed`: the raw answer is kept for
 * diagnosis), or it does not know the case.
 */
export type PortalFailure = 'unreachable' | 'changed' | 'not_found';

export class PortalError extends Error {
  constructor(
    readonly failure: PortalFailure,
    detail: string,
    /** The answer as received, when it could not be read. */
    readonly raw?: string,
  ) {
    super(`court portal ${failure}: ${detail}`);
    this.name = 'PortalError';
  }
}

export type CourtPortal = { fetchCase: (query: CaseQuery) => Promise<PortalCase> };

const YEAR = /^(19|20)\d\d$/;

/**
 * Reads a dossier's court reference. Lawyers write it number/code/year (`145/1201/2026`); the
 * portal's own order, year/code/number (`2026/1201/145`), is read too: the year is the part that
 * looks like one (the last when both do). Undefined when it is not three such parts.
 */
export const parseCourtReference = (text: string | undefined | null): CourtReference | undefined => {
  const parts = (text ?? '').trim().split(/\s*[/-]\s*/);
  if (parts.length !== 3) return undefined;
  const [first, code, last] = parts as [string, string, string];
  if (!/^[0-9A-Za-z]{4}$/.test(code) || !/^\d{1,8}$/.test(first) || !/^\d{1,8}$/.test(last)) return undefined;
  const yearFirst = YEAR.test(first) && !YEAR.test(last);
  const [number, year] = yearFirst ? [last, first] : [first, last];
  if (!YEAR.test(year)) return undefined;
  return { number: String(Number(number)), code: code.toUpperCase(), year };
};

/** The canonical text of a reference, number/code/year: how the simulator and logs name a case. */
export const formatCourtReference = (reference: CourtReference) => `${reference.number}/${reference.code}/${reference.year}`;
