import { billingSince, dayBilling, issuedRows, type ListFilters, type ListRow, type ListStatus } from '../../db/firm-invoices';
import { AppError } from '../../errors';
import type { Caller } from '../../services/caller';

/** Who sees the firm's invoices: administrators and assistants; a lawyer, their dossiers' only. */
const seesTheFirm = (caller: Caller) => caller.roles.includes('ADMIN') || caller.userType === 'ASSISTANT';

/** The lawyer a list is kept to: the one asked for, or a lawyer caller themself (403 when a lawyer asks for another's). */
export const lawyerFilter = (caller: Caller, asked: string | undefined) => {
  if (seesTheFirm(caller)) return asked;
  if (asked && asked !== caller.userId) throw firmViewForbidden();
  return caller.userId;
};

/** The list's filters as the query asks them, kept to a lawyer caller's own dossiers. */
export const listFilters = (
  caller: Caller,
  query: { statut?: ListStatus; idClient?: string; idAvocat?: string; du?: string; au?: string },
): ListFilters => ({
  etat: query.statut,
  idClient: query.idClient,
  idAvocat: lawyerFilter(caller, query.idAvocat),
  from: query.du,
  to: query.au,
});

/** A row of the list as the API answers it: what is still due is none on a draft. */
export const listItem = (row: ListRow) => ({
  id: row.id,
  numero: row.numero ?? null,
  date: row.date,
  idDossier: row.idDossier,
  refCabinet: row.refCabinet,
  nomClient: row.nomClient,
  idClients: row.idClients,
  idAvocat: row.idAvocat,
  nomAvocat: row.nomAvocat,
  statut: row.etat,
  ttcCentimes: row.ttcCentimes,
  payeCentimes: row.payeCentimes,
  resteCentimes: row.etat === 'BROUILLON' ? 0 : row.netCentimes - row.avoirCentimes - row.payeCentimes,
});

/** The firm's figures (the week's billing) are for administrators and assistants: 403 for a lawyer. */
export const checkFirmFigures = (caller: Caller) => {
  if (!seesTheFirm(caller)) throw firmViewForbidden();
};
const firmViewForbidden = () => new AppError(403, 'forbidden', 'invoice_firm_view_forbidden');

type Due = { day: string; ttcCentimes: number; payeCentimes: number; resteCentimes: number };

const DAY_MS = 86_400_000;
/** What is still due by its age on `today`: 0–30, 31–60, 61–90 and over 90 days since issue. */
export const ageing = (dues: readonly Due[], today: string) => {
  const buckets = { j30: 0, j60: 0, j90: 0, plus90: 0 };
  for (const due of dues) {
    const age = Math.round((Date.parse(today) - Date.parse(due.day)) / DAY_MS);
    buckets[age <= 30 ? 'j30' : age <= 60 ? 'j60' : age <= 90 ? 'j90' : 'plus90'] += due.resteCentimes;
  }
  return buckets;
};

/** Today's billing and the last 90 days', each day's, and what is older in one sum: its ageing is over 90 days. */
const wholeFirmDues = async (structureId: string, today: string): Promise<Due[]> => {
  const recent = new Date(Date.parse(today) - 90 * DAY_MS).toISOString().slice(0, 10);
  const { total, days } = await billingSince(structureId, recent);
  const older = { day: new Date(Date.parse(recent) - DAY_MS).toISOString().slice(0, 10), ...total };
  for (const day of days) for (const field of ['ttcCentimes', 'payeCentimes', 'resteCentimes'] as const) older[field] -= day[field];
  return [older, ...days];
};

/**
 * The totals and ageing of the issued invoices of a filtered list. The whole list is answered from
 * the firm's billing in all and of its last 90 days, a period alone from its billing of each day
 * of the period (their cost follows the days, not the invoices); a status, client or lawyer from
 * the rows that match, counted again.
 */
export const filteredTotals = async (structureId: string, filters: ListFilters, today: string) => {
  const dues: Due[] =
    filters.etat || filters.idClient || filters.idAvocat
      ? (await issuedRows(structureId, filters)).map((row) => ({
          day: row.date,
          ttcCentimes: row.ttcCentimes,
          payeCentimes: row.payeCentimes,
          resteCentimes: row.netCentimes - row.avoirCentimes - row.payeCentimes,
        }))
      : filters.from || filters.to
        ? await dayBilling(structureId, filters.from, filters.to)
        : await wholeFirmDues(structureId, today);
  const sum = (field: keyof Omit<Due, 'day'>) => dues.reduce((total, due) => total + due[field], 0);
  return {
    totaux: { ttcCentimes: sum('ttcCentimes'), payeCentimes: sum('payeCentimes'), resteCentimes: sum('resteCentimes') },
    anciennete: ageing(dues, today),
  };
};
