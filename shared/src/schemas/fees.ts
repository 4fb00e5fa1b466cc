import * as z from 'zod';
import { MINUTES_PER_DAY, percentToBasisPoints } from '../fees.ts';
import { amount } from '../money.ts';
import { id, isoDate, optionalText, requiredText } from '../validation.ts';
import { isDay } from './dossiers.ts';
import { page, pageQuery } from './paging.ts';

/**
 * Fees (issue 30, first slice): a dossier's fee agreement (convention d'honoraires) and its time
 * entries. Amounts arrive as dirhams (a number or a decimal string, shared/src/money.ts) and are
 * answered as whole centimes (`…Centimes`), never a float; percentages are answered in basis points.
 */

const version = (example: number) =>
  z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .meta({ examples: [example] });
const day = () => isoDate().refine(isDay, { error: 'date_invalid' });

/** A percentage of what is recovered: more than 0, at most 100, two decimals at most; kept in basis points. */
const percentage = () =>
  z.number({ error: 'percentage_invalid' }).transform((value, context) => {
    const points = percentToBasisPoints(value);
    if (points !== undefined) return points;
    context.addIssue({ code: 'custom', message: 'percentage_invalid' });
    return z.NEVER;
  });

const instalmentBody = z.object({ libelle: requiredText(100), montant: amount(), dateEcheance: day() });
/**
 * The agreement as staff save it: any combination of an hourly part (rates per lawyer for this
 * dossier, over each lawyer's default), a flat fee (with instalments that add up to it) and a
 * success fee (a percentage of what is recovered, with an optional floor); at least one. `version`
 * is the one read (0 before the first save); a save from an older read is refused (409
 * `agreement_changed`).
 */
export const agreementBody = z
  .object({
    horaire: z.object({ taux: z.array(z.object({ idUtilisateur: id(), taux: amount() })).max(30, { error: 'invalid_value' }) }).optional(),
    forfait: z
      .object({ montant: amount(), echeances: z.array(instalmentBody).max(24, { error: 'invalid_value' }).default([]) })
      .optional()
      .refine((flat) => !flat?.echeances.length || flat.echeances.reduce((sum, i) => sum + i.montant, 0) === flat.montant, {
        error: 'instalments_total',
        path: ['echeances'],
      }),
    resultat: z.object({ pourcentage: percentage().meta({ examples: [10] }), plancher: amount().optional() }).optional(),
    conditions: optionalText(2000),
    version: version(0),
  })
  .refine((body) => body.horaire || body.forfait || body.resultat, { error: 'fee_kind_required', path: ['horaire'] })
  .refine((body) => new Set(body.horaire?.taux.map((rate) => rate.idUtilisateur)).size === (body.horaire?.taux.length ?? 0), {
    error: 'rate_repeated',
    path: ['horaire', 'taux'],
  })
  .meta({ examples: [{ forfait: { montant: '1500,00', echeances: [] }, resultat: { pourcentage: 10 }, version: 0 }] });

const instalment = z.object({ libelle: z.string(), montantCentimes: z.number().int(), dateEcheance: z.string() });
/**
 * A dossier's agreement; `version` 0 and every part null when none was saved. A client reads it
 * without any rate: `horaire.taux` is empty for them (decisions.md, "Money").
 */
export const agreement = z.object({
  idDossier: z.string(),
  horaire: z.object({ taux: z.array(z.object({ idUtilisateur: z.string(), nom: z.string(), tauxCentimes: z.number().int() })) }).nullable(),
  forfait: z.object({ montantCentimes: z.number().int(), echeances: z.array(instalment) }).nullable(),
  resultat: z.object({ pourcentageBasisPoints: z.number().int(), plancherCentimes: z.number().int().nullable() }).nullable(),
  conditions: z.string().nullable(),
  version: z.number().int(),
  modifiePar: z.string().nullable(),
  modifieLe: z.string().nullable(),
});

const minutes = () =>
  z
    .number({ error: 'minutes_invalid' })
    .int({ error: 'minutes_invalid' })
    .min(1, { error: 'minutes_invalid' })
    .max(MINUTES_PER_DAY, { error: 'minutes_invalid' })
    .meta({ examples: [90] });

/**
 * A time entry: its dossier, day, duration in whole minutes (1 to 24 hours), description, whether
 * it is billable, and optionally a deadline of the same dossier. The person is the caller, or, when
 * an administrator says so, another staff member of the firm.
 */
export const addTimeEntryBody = z.object({
  idDossier: id(),
  date: day(),
  minutes: minutes(),
  description: requiredText(500),
  facturable: z.boolean({ error: 'invalid_value' }).default(true),
  idEcheance: id().optional(),
  idUtilisateur: id().optional(),
});
/** An edit: the same fields but the dossier and the person, and the `version` read (409 `time_entry_changed` otherwise). */
export const updateTimeEntryBody = addTimeEntryBody.omit({ idDossier: true, idUtilisateur: true }).extend({ version: version(1) });

export const timeEntry = z.object({
  id: z.string(),
  idDossier: z.string(),
  date: z.string(),
  minutes: z.number().int(),
  description: z.string(),
  facturable: z.boolean(),
  idEcheance: z.string().nullable(),
  idUtilisateur: z.string(),
  nom: z.string(),
  version: z.number().int(),
  /** May the reader edit or delete it: its person, or an administrator. */
  modifiable: z.boolean(),
});

/**
 * A page of a dossier's time entries, newest day first, with the totals of all of them: minutes,
 * billable minutes, and their value at the agreement's hourly rates (null where a person's billable
 * time has no rate: `sansTaux` counts those minutes).
 */
export const timeEntryPage = page(timeEntry).extend({
  nombre: z.number().int(),
  minutes: z.number().int(),
  minutesFacturables: z.number().int(),
  valeurCentimes: z.number().int(),
  minutesSansTaux: z.number().int(),
});
export const timeEntryQuery = pageQuery;

export const weekQuery = z.object({ date: day().optional() });
/** The caller's time of one week (Monday to Sunday, of `date` or today), per day, and its entries with their dossier. */
export const week = z.object({
  debut: z.string(),
  fin: z.string(),
  minutes: z.number().int(),
  minutesFacturables: z.number().int(),
  jours: z.array(z.object({ date: z.string(), minutes: z.number().int() })),
  items: z.array(timeEntry.extend({ dossier: z.string() })),
});
