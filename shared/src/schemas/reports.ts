import * as z from 'zod';
import { id } from '../validation.ts';

/**
 * Reports (issue 33): the firm's figures, computed by the reports job (functions/src/jobs/report-figures.ts)
 * into one aggregate item per firm and one per lawyer, read as they were computed (`calculeLe`).
 * The open dossiers are as they stood then; the other figures are per month (or week) of the period.
 */
const month = () =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month_invalid' })
    .meta({ examples: ['2026-01'] });

export const reportsQuery = z.object({
  /** The period's first and last months (YYYY-MM, inclusive); the last twelve months when absent. */
  du: month().optional(),
  au: month().optional(),
  /** One lawyer's dossiers (administrators and assistants; a lawyer always sees their own). */
  avocat: id().optional(),
});

const count = z.object({ cle: z.string(), nombre: z.number().int() });

export const monthFigures = z.object({
  mois: z.string(),
  nouveaux: z.number().int(),
  clos: z.number().int(),
  echeancesATemps: z.number().int(),
  echeancesEnRetard: z.number().int(),
  depensesCentimes: z.number().int(),
  factureCentimes: z.number().int(),
  encaisseCentimes: z.number().int(),
});
export type MonthFigures = z.infer<typeof monthFigures>;

export const reports = z.object({
  /** When the figures were computed; null until the job's first run for the firm. */
  calculeLe: z.string().nullable(),
  /** When someone asked for the firm's figures now, while the job has not computed them since; else null. */
  actualisationDemandee: z.string().nullable(),
  du: z.string(),
  au: z.string(),
  avocat: z.string().nullable(),
  ouverts: z.object({ parStatut: z.array(count), parType: z.array(count), parTribunal: z.array(count), parAvocat: z.array(count) }),
  mois: z.array(monthFigures),
  depensesParType: z.array(z.object({ mois: z.string(), idTypeDepense: z.string(), centimes: z.number().int() })),
  /** Hearings per week, by the week's Monday (YYYY-MM-DD). */
  audiencesParSemaine: z.array(z.object({ semaine: z.string(), nombre: z.number().int() })),
  honorairesParAvocat: z.array(z.object({ idAvocat: z.string(), factureCentimes: z.number().int(), encaisseCentimes: z.number().int() })),
});
export type Reports = z.infer<typeof reports>;

/** A computation of the firm's figures asked now: when it was asked (a second ask within minutes answers the first's). */
export const reportsRefresh = z.object({ demandeLe: z.string() });
