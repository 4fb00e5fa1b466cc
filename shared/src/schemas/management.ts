import * as z from 'zod';
import { LANGUAGES } from '../roles.ts';
import { EMAIL_PATTERN, firmName, isValidPhone, isoDate, optionalText, requiredText } from '../validation.ts';

/**
 * Management: reference data (dossier statuses, courts, dossier types, deadline types, expense types),
 * the firm's closure days and the API's description. Wire names as in the specification (section 3).
 */

/** `fr`, `ar`, `en` or any other two-letter tag (answered in English); `fr-FR` reads as `fr`. */
export const languageParams = z.object({
  language: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{2,8})?$/, { error: 'invalid_value' })
    .transform((v) => v.slice(0, 2).toLowerCase())
    .meta({ examples: ['fr'] }),
});
export const firstInstanceParams = languageParams.extend({ courtId: requiredText(64).meta({ examples: ['CA-RABAT'] }) });

/** A type's identifier (code): letters, digits, '-' and '_', stored upper-case; never the all-zero placeholder. */
export const referenceCode = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(20, { error: 'reference_code_invalid' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'reference_code_invalid' })
    .refine((v) => !/^[0-]+$/.test(v), { error: 'invalid_id' })
    .transform((v) => v.toUpperCase())
    .meta({ examples: ['TX'], unique: true });
export const referenceIdParams = z.object({ id: referenceCode() });

/** At most one translation per language (the read-side ids idTDT/idTET… are ignored on write). */
export const translation = z.object({
  langue: z.enum(LANGUAGES, { error: 'language_invalid' }),
  valeur: requiredText(200),
  actif: z.boolean().default(true),
});
const translations = z
  .array(translation)
  .max(LANGUAGES.length, { error: 'translation_duplicate' })
  .superRefine((list, ctx) => {
    list.forEach((entry, index) => {
      if (list.findIndex((other) => other.langue === entry.langue) !== index)
        ctx.addIssue({ code: 'custom', message: 'translation_duplicate', path: [index, 'langue'] });
    });
  });

const days = () =>
  z
    .number({ error: 'delay_invalid' })
    .int({ error: 'delay_invalid' })
    .min(0, { error: 'delay_invalid' })
    .max(3650, { error: 'delay_invalid' });

/** One next deadline of a deadline type's chain; `IdParent` and `ChildLabel` are read-side only. */
export const nextAction = z.object({
  IdParent: z.string().max(64).optional(),
  IdChild: referenceCode(),
  ChildLabel: z.string().max(200).optional(),
  delais: days(),
});

/** Creation: the identifier is entered here only (specification 2.20). */
export const referenceTypeCreateBody = z.object({
  id: referenceCode(),
  label: requiredText(200),
  actif: z.boolean().default(true),
  traductions: translations.default([]),
});
/** Update: the identifier comes from the path (a body `id`, if sent, must be the same); absent fields are kept. */
export const referenceTypeUpdateBody = z.object({
  id: z.string().max(64).optional(),
  label: requiredText(200),
  actif: z.boolean().optional(),
  traductions: translations.optional(),
});

const deadlineFields = {
  isauto: z.boolean().optional(),
  delai: days().optional(),
  nextActions: z.array(nextAction).max(20, { error: 'too_long' }).optional(),
};
export const deadlineTypeCreateBody = referenceTypeCreateBody.extend(deadlineFields);
export const deadlineTypeUpdateBody = referenceTypeUpdateBody.extend(deadlineFields);

/** A type as the Settings tables read it; `global` marks a built-in type (its identifier is fixed). */
export const referenceTypeItem = z.looseObject({
  id: z.string(),
  label: z.string(),
  actif: z.boolean(),
  global: z.boolean(),
  traductions: z.array(z.looseObject({ langue: z.string(), valeur: z.string(), actif: z.boolean() })),
});
export const deadlineTypeItem = referenceTypeItem.extend({
  isauto: z.boolean(),
  delai: z.number(),
  nextActions: z.array(z.object({ IdParent: z.string(), IdChild: z.string(), ChildLabel: z.string(), delais: z.number() })),
});

/** A firm type in use is deactivated rather than deleted; a built-in type is only ever deactivated. */
export const deleteResponse = z.object({ ok: z.literal(true), outcome: z.enum(['deleted', 'deactivated']) });

// Firm closure days (office closed): working-day arithmetic skips them.
const calendarDate = () =>
  isoDate().refine((v) => !Number.isNaN(Date.parse(v)) && new Date(v).toISOString().startsWith(v), { error: 'date_invalid' });
export const closureDayBody = z.object({ date: calendarDate(), motif: z.string().trim().max(200, { error: 'too_long' }).default('') });
export const closureDayParams = z.object({ date: calendarDate() });
export const closureDayItem = z.object({ date: z.string(), motif: z.string() });

/** This API's description: an OpenAPI 3.1 document generated from the route table (shared/src/openapi.ts). */
export const apiDescription = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

/** A web address: http(s), a host with a dot, no spaces. */
const WEBSITE_PATTERN = /^https?:\/\/[^\s/.]+\.[^\s]+$/i;

/** Optional text that must pass `valid` when given (an empty string counts as absent). */
const optionalChecked = (valid: (value: string) => boolean, code: string, max: number, example: string) =>
  z
    .string()
    .trim()
    .max(max, { error: code })
    .optional()
    .refine((v) => !v || valid(v), { error: code })
    .transform((v) => v || undefined)
    .meta({ examples: [example] });

/**
 * The firm's details (Settings › Cabinet): its name, address and contacts, and the identifiers a
 * Moroccan invoice carries: IF (identifiant fiscal), ICE (identifiant commun de l'entreprise, 15
 * digits), TP (taxe professionnelle, formerly patente), RC and the bar it belongs to. Only the
 * name is required; an absent field is cleared. `version` is the one the editor read; when the
 * details changed since, the update is refused (409 `firm_changed`).
 */
export const firmDetailsBody = z.object({
  nom: firmName(),
  adresse: optionalText(300),
  ville: optionalText(100),
  phone: optionalChecked(isValidPhone, 'phone_invalid', 30, '0522123456'),
  email: optionalChecked((v) => EMAIL_PATTERN.test(v), 'email_invalid', 254, 'contact@cabinet.ma').transform((v) => v?.toLowerCase()),
  siteWeb: optionalChecked((v) => WEBSITE_PATTERN.test(v), 'website_invalid', 200, 'https://cabinet.ma'),
  identifiantFiscal: optionalChecked((v) => /^\d{1,10}$/.test(v), 'fiscal_id_invalid', 10, '40123456'),
  ice: optionalChecked((v) => /^\d{15}$/.test(v), 'ice_invalid', 15, '001234567000089'),
  taxeProfessionnelle: optionalChecked((v) => /^\d{1,12}$/.test(v), 'tp_invalid', 12, '35123456'),
  rc: optionalText(40),
  barreau: optionalText(100),
  version: z
    .number({ error: 'invalid_value' })
    .int({ error: 'invalid_value' })
    .min(0, { error: 'invalid_value' })
    .meta({ examples: [0] }),
});
export type FirmDetailsBody = z.infer<typeof firmDetailsBody>;

/** The firm's details as read: every field, empty when not set, and the version to send back. */
export const firmDetails = z.object({
  nom: z.string(),
  adresse: z.string(),
  ville: z.string(),
  phone: z.string(),
  email: z.string(),
  siteWeb: z.string(),
  identifiantFiscal: z.string(),
  ice: z.string(),
  taxeProfessionnelle: z.string(),
  rc: z.string(),
  barreau: z.string(),
  version: z.number().int(),
});
export type FirmDetails = z.infer<typeof firmDetails>;
