import { HEARING_DEADLINE_TYPE } from '@mizan/shared/deadline-types';
import type { Reports } from '@mizan/shared/schemas/reports';
import type { Figures, MonthTotals } from '../db/reports';
import { casablancaWallTime } from './deadline-dates';

/**
 * The reports' figures (issue 33), accumulated dossier by dossier by the reports job and stored as
 * they are (db/reports.ts): the open dossiers by status, type, court and lawyer, then per month
 * (YYYY-MM) the dossiers opened and closed, the deadlines met on time and late, the expenses per
 * type, the fees billed (an invoice's TTC in its issue month, less each credit note's TTC in the
 * credit note's month) and collected, and the hearings per week (its Monday). Everything of a
 * dossier counts for the dossier's lawyer. `reportFor` cuts a period out of them for the route.
 */
/** What the job reads of one dossier (records as stored). */
export type DossierRecords = {
  dossier: { idTypeDossier: string; idTribunal: string; idUtilisateur: string; idStatutDossier: string; dateOuverture: string };
  deadlines: { idTypeEcheance: string; day: string; dateRealisation?: string }[];
  history: { idTypeAction: string; dateAction: string; changes?: { field: string; after: unknown }[] }[];
  expenses: { idTypeDepense: string; dateDepense: string; centimes: number }[];
  invoices: {
    statut: string;
    dateEmission?: string;
    totaux: { ttcCentimes: number };
    payments: { date: string; montantCentimes: number }[];
    creditNotes: { date: string; totaux: { ttcCentimes: number } }[];
  }[];
};

export const emptyFigures = (): Figures => ({
  ouverts: { parStatut: {}, parType: {}, parTribunal: {}, parAvocat: {} },
  mois: {},
  semaines: {},
  honoraires: {},
});

const add = (counts: Record<string, number>, key: string, amount = 1) => {
  counts[key] = (counts[key] ?? 0) + amount;
};
const monthOf = (date: string) => date.slice(0, 7);
const EMPTY_MONTH: MonthTotals = {
  nouveaux: 0,
  clos: 0,
  echeancesATemps: 0,
  echeancesEnRetard: 0,
  factureCentimes: 0,
  encaisseCentimes: 0,
  depenses: {},
};
const monthIn = (figures: Figures, date: string): MonthTotals => (figures.mois[monthOf(date)] ??= { ...EMPTY_MONTH, depenses: {} });

/** The Monday (YYYY-MM-DD) of a day's week. */
export const mondayOf = (day: string) => {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** Adds one dossier to the figures; `today` (YYYY-MM-DD) makes an open deadline of a past day late. */
export const addDossier = (figures: Figures, records: DossierRecords, today: string) => {
  const { dossier } = records;
  const lawyer = dossier.idUtilisateur;
  if (dossier.idStatutDossier !== 'CLO') {
    add(figures.ouverts.parStatut, dossier.idStatutDossier);
    add(figures.ouverts.parType, dossier.idTypeDossier);
    add(figures.ouverts.parTribunal, dossier.idTribunal);
    add(figures.ouverts.parAvocat, lawyer);
  }
  monthIn(figures, dossier.dateOuverture).nouveaux += 1;
  for (const entry of records.history)
    if (entry.idTypeAction === 'STATUT' && entry.changes?.some((change) => change.field === 'idStatutDossier' && change.after === 'CLO'))
      monthIn(figures, entry.dateAction).clos += 1;
  for (const deadline of records.deadlines) {
    if (deadline.idTypeEcheance === HEARING_DEADLINE_TYPE) {
      add(figures.semaines, mondayOf(deadline.day));
      continue;
    }
    const done = deadline.dateRealisation && casablancaWallTime(new Date(deadline.dateRealisation)).day;
    if (!done && deadline.day >= today) continue;
    const month = monthIn(figures, deadline.day);
    if (done && done <= deadline.day) month.echeancesATemps += 1;
    else month.echeancesEnRetard += 1;
  }
  for (const expense of records.expenses) add(monthIn(figures, expense.dateDepense).depenses, expense.idTypeDepense, expense.centimes);
  const fees = (figures.honoraires[lawyer] ??= {});
  const feesOf = (date: string) => (fees[monthOf(date)] ??= { facture: 0, encaisse: 0 });
  for (const invoice of records.invoices) {
    if (invoice.statut === 'BROUILLON' || !invoice.dateEmission) continue;
    monthIn(figures, invoice.dateEmission).factureCentimes += invoice.totaux.ttcCentimes;
    feesOf(invoice.dateEmission).facture += invoice.totaux.ttcCentimes;
    for (const note of invoice.creditNotes) {
      monthIn(figures, note.date).factureCentimes -= note.totaux.ttcCentimes;
      feesOf(note.date).facture -= note.totaux.ttcCentimes;
    }
    for (const payment of invoice.payments) {
      monthIn(figures, payment.date).encaisseCentimes += payment.montantCentimes;
      feesOf(payment.date).encaisse += payment.montantCentimes;
    }
  }
  if (!Object.keys(fees).length) delete figures.honoraires[lawyer];
};

/** The months from `du` to `au` (YYYY-MM, inclusive). */
export const monthsBetween = (du: string, au: string) => {
  const months: string[] = [];
  for (let [year, month] = du.split('-').map(Number) as [number, number]; `${year}-${String(month).padStart(2, '0')}` <= au;) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
};

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([cle, nombre]) => ({ cle, nombre }))
    .sort((a, b) => b.nombre - a.nombre || a.cle.localeCompare(b.cle));

/** The figures of the months from `du` to `au`, as the route answers them. */
export const reportFor = (
  figures: Figures,
  period: { du: string; au: string; avocat: string | null; calculeLe: string | null; actualisationDemandee: string | null },
): Reports => {
  const months = monthsBetween(period.du, period.au);
  const inPeriod = (key: string) => key.slice(0, 7) >= period.du && key.slice(0, 7) <= period.au;
  return {
    ...period,
    ouverts: {
      parStatut: counts(figures.ouverts.parStatut),
      parType: counts(figures.ouverts.parType),
      parTribunal: counts(figures.ouverts.parTribunal),
      parAvocat: counts(figures.ouverts.parAvocat),
    },
    mois: months.map((mois) => {
      const { depenses, ...totals } = figures.mois[mois] ?? EMPTY_MONTH;
      return { mois, ...totals, depensesCentimes: Object.values(depenses).reduce((sum, amount) => sum + amount, 0) };
    }),
    depensesParType: months.flatMap((mois) =>
      Object.entries(figures.mois[mois]?.depenses ?? {})
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([idTypeDepense, centimes]) => ({ mois, idTypeDepense, centimes })),
    ),
    audiencesParSemaine: Object.entries(figures.semaines)
      .filter(([semaine]) => inPeriod(semaine))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([semaine, nombre]) => ({ semaine, nombre })),
    honorairesParAvocat: Object.entries(figures.honoraires)
      .map(([idAvocat, byMonth]) => {
        const kept = Object.entries(byMonth).filter(([mois]) => inPeriod(mois));
        return {
          idAvocat,
          factureCentimes: kept.reduce((sum, [, fees]) => sum + fees.facture, 0),
          encaisseCentimes: kept.reduce((sum, [, fees]) => sum + fees.encaisse, 0),
        };
      })
      .filter((row) => row.factureCentimes || row.encaisseCentimes)
      .sort((a, b) => b.factureCentimes - a.factureCentimes || a.idAvocat.localeCompare(b.idAvocat)),
  };
};
