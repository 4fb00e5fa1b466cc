import * as z from 'zod';
import { CLIENT_SHEET_COLUMN_KEYS, IMPORT_COLUMN_KEYS, IMPORT_MAX_BYTES } from '../imports.ts';
import { LANGUAGES } from '../roles.ts';
import { id } from '../validation.ts';

/**
 * The import of a firm's dossiers from a spreadsheet (issue 33): an administrator uploads the file
 * (a presigned POST), previews it (each row valid or not, with its reasons), then runs it as a job
 * whose progress and report the screen reads.
 */
export const IMPORT_STATES = ['APE', 'ENC', 'TER', 'ECH'] as const;

export const importParams = z.object({ id: id() });
export const templateQuery = z.object({ lang: z.enum(LANGUAGES) });

export const importUploadBody = z.object({
  /** The file's name as the person chose it (.xlsx or .csv). */
  fichier: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'too_long' })
    .regex(/\.(xlsx|csv)$/i, { error: 'import_format' })
    .meta({ examples: ['dossiers.xlsx'] }),
  taille: z
    .number({ error: 'required' })
    .int({ error: 'invalid_value' })
    .positive({ error: 'file_empty' })
    .max(IMPORT_MAX_BYTES, { error: 'import_too_large' })
    .meta({ examples: [1024] }),
});
export const importUploadResponse = z.object({
  id: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

/** A sheet's first row, header by header, with the column (of `keys`) it fills. */
const sheetHeaders = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object({
    entetes: z.array(
      z.object({ entete: z.string(), colonne: z.enum(keys).nullable(), reconnue: z.boolean(), exemple: z.string().nullable() }),
    ),
    manquantes: z.array(z.enum(keys)),
  });

/**
 * The file's first row, header by header: the column it fills (`colonne`, a key of IMPORT_COLUMNS;
 * null: not imported), as the firm's saved correspondences or the headers of the template (in any
 * of the three languages) say (`reconnue`: one of them names it; else its column is unknown), with
 * the first row's value under it (`exemple`); and the required columns no header fills
 * (`manquantes`). `clients`: the same of the second sheet, its clients alone (columns of
 * CLIENT_SHEET_COLUMNS; null: the file has no second sheet). The screen asks for the
 * correspondences when a header is not recognised or a required column is missing.
 */
export const importColumns = sheetHeaders(IMPORT_COLUMN_KEYS).extend({
  id: z.string(),
  clients: sheetHeaders(CLIENT_SHEET_COLUMN_KEYS).nullable(),
});
export type ImportColumns = z.infer<typeof importColumns>;

/** Correspondences of a sheet's headers to its columns (of `keys`; null: not imported). */
const correspondences = <K extends string>(keys: readonly [K, ...K[]]) =>
  z
    .array(
      z.object({
        entete: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
        colonne: z.enum(keys, { error: 'invalid_value' }).nullable(),
      }),
    )
    .max(100, { error: 'invalid_value' })
    .optional();

/**
 * The preview's optional correspondences: for headers of the file, the column each fills (null:
 * not imported); `correspondancesClients`, the same for its clients sheet. They hold for this
 * import's run and are saved as the firm's for its next files; headers left out are read as
 * before. A column chosen for two headers of a sheet is refused.
 */
export const importPreviewBody = z.object({
  correspondances: correspondences(IMPORT_COLUMN_KEYS).meta({ examples: [[{ entete: 'N° dossier', colonne: 'refCabinet' }]] }),
  correspondancesClients: correspondences(CLIENT_SHEET_COLUMN_KEYS).meta({ examples: [[{ entete: 'N° CIN', colonne: 'cin' }]] }),
});
export type ImportPreviewBody = z.infer<typeof importPreviewBody>;

/**
 * Why a row is not imported: the column (a key of IMPORT_COLUMNS, or a party's field) and a message
 * code of shared/messages; a conflict of interest (`conflict_is_client`, `conflict_is_adversaire`:
 * the party is on the other side there) names the firm's dossier concerned by its reference.
 */
export const rowReason = z.object({ champ: z.string(), code: z.string(), dossier: z.string().optional() });
export type RowReason = z.infer<typeof rowReason>;

/** A row of the preview: its line in the file (the header is line 1). */
export const previewRow = z.object({ ligne: z.number().int(), refCabinet: z.string(), valide: z.boolean(), raisons: z.array(rowReason) });
export type PreviewRow = z.infer<typeof previewRow>;

/** A row of the clients sheet's preview: its line, and the client's name (or CIN/RC) as the file gives it. */
export const clientPreviewRow = z.object({ ligne: z.number().int(), client: z.string(), valide: z.boolean(), raisons: z.array(rowReason) });
export type ClientPreviewRow = z.infer<typeof clientPreviewRow>;

export const importPreview = z.object({
  id: z.string(),
  lignes: z.array(previewRow),
  /** How many dossiers the run will create. */
  aCreer: z.number().int(),
  /** The clients sheet's rows (none without one), and how many clients the run will create. */
  clients: z.object({ lignes: z.array(clientPreviewRow), aCreer: z.number().int() }),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** A row of the report: created (CRE), skipped (IGN: its reference is already a dossier's), failed (ECH). */
export const reportRow = z.object({
  ligne: z.number().int(),
  refCabinet: z.string(),
  resultat: z.enum(['CRE', 'IGN', 'ECH']),
  raisons: z.array(rowReason),
});
export type ReportRow = z.infer<typeof reportRow>;

/** A row of the clients sheet's report: created (CRE), skipped (IGN: already a client of the firm), failed (ECH). */
export const clientReportRow = clientPreviewRow.omit({ valide: true }).extend({ resultat: reportRow.shape.resultat });
export type ClientReportRow = z.infer<typeof clientReportRow>;

/** A job: previewed (APE), running (ENC, with its progress), ended (TER, with its report) or failed (ECH). */
export const importJob = z.object({
  id: z.string(),
  etat: z.enum(IMPORT_STATES),
  fichier: z.string(),
  creeLe: z.string(),
  termineLe: z.string().nullable(),
  /** The rows the run goes through (of both sheets), and how many it has gone through. */
  total: z.number().int(),
  faits: z.number().int(),
  /** The dossiers created, skipped and failed. */
  crees: z.number().int(),
  ignores: z.number().int(),
  echoues: z.number().int(),
  /** The clients sheet's clients created, skipped and failed. */
  clientsCrees: z.number().int(),
  clientsIgnores: z.number().int(),
  clientsEchoues: z.number().int(),
  /** Once ended: every row of the dossiers, created or not, and of the clients sheet. */
  rapport: z.array(reportRow).nullable(),
  rapportClients: z.array(clientReportRow).nullable(),
});
export type ImportJob = z.infer<typeof importJob>;

/** An import in the firm's list: its job without its reports (read one to see them). */
export const importSummary = importJob.omit({ rapport: true, rapportClients: true });
/** The firm's imports that were run, newest first: the last `IMPORT_LIST_SIZE` of the 30 days an import is kept. */
export const importList = z.object({ items: z.array(importSummary) });
export type ImportSummary = z.infer<typeof importSummary>;
export const IMPORT_LIST_SIZE = 20;
