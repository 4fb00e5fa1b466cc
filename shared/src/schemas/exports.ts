import * as z from 'zod';
import { id } from '../validation.ts';

/**
 * The firm's whole export (issue 33): an administrator starts a job that writes one ZIP of
 * everything the firm holds (a CSV and a JSON per kind, every document in a folder per dossier, a
 * README of the columns); once ready, the ZIP downloads through a presigned link that expires 24
 * hours after the ZIP was made.
 */
export const EXPORT_STATES = ['ENC', 'PRE', 'ECH'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** How long a ready ZIP may be downloaded, from the moment it was made. */
export const EXPORT_LINK_HOURS = 24;

export const exportParams = z.object({ id: id() });

/** A job: in progress (ENC), ready (PRE, with its link and its expiry), failed (ECH). */
export const exportJob = z.object({
  id: z.string(),
  etat: z.enum(EXPORT_STATES),
  creeLe: z.string(),
  termineLe: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  taille: z.number().int().nullable(),
  /** The presigned download link, while the ZIP may be downloaded. */
  lien: z.string().nullable(),
  /** When the link stops working (ISO instant). */
  lienExpireLe: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;
