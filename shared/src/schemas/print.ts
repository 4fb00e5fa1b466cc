import * as z from 'zod';
import { LANGUAGES } from '../roles.ts';
import { id, isoDate } from '../validation.ts';

/**
 * The day's hearing list (rôle d'audience): the firm's court hearings of one day, by court; without
 * `date`, of the next working day in Casablanca (no weekend, public holiday or closure day of the firm).
 */
export const hearingListQuery = z.object({ date: isoDate().optional() });
export const hearingListPdfQuery = z.object({ date: isoDate(), lang: z.enum(LANGUAGES) });

export const hearingListRow = z.object({
  idDossier: z.string(),
  /** `HH:mm` when the portal gives the time, else null. */
  heure: z.string().nullable(),
  refCabinet: z.string(),
  refTribunal: z.string().nullable(),
  /** The dossier's clients and opposing parties, each list's names joined by commas. */
  clients: z.string(),
  adversaires: z.string(),
  /** The dossier's lawyer. */
  avocat: z.string(),
  /** What is due: the step's type as the portal words it, and its content. */
  objet: z.string(),
  contenu: z.string(),
});
export const hearingList = z.object({
  date: z.string(),
  tribunaux: z.array(z.object({ idTribunal: z.string(), tribunal: z.string(), audiences: z.array(hearingListRow) })),
});

/**
 * An invoice's PDF, or one of its credit notes' (`avoir`, the credit note's id): in the language
 * asked, else in its client's (the language of their account), else in French.
 */
export const invoicePdfQuery = z.object({ lang: z.enum(LANGUAGES).optional(), avoir: id().optional() });

/** The dossier sheet's PDF: in the language asked. */
export const dossierSheetPdfQuery = z.object({ lang: z.enum(LANGUAGES) });
