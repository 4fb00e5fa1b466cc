import { LANGUAGES, type Language } from '@mizan/shared/roles';
import {
  deadlineTypeCreateBody,
  deadlineTypeUpdateBody,
  referenceTypeCreateBody,
  referenceTypeUpdateBody,
} from '@mizan/shared/schemas/management';
import type * as z from 'zod';

/** The three kinds of reference types the Settings screen edits. */
export type TypeKind = 'dossierType' | 'deadlineType' | 'expenseType';

/** A type as the Settings lists answer it; deadline types add their delay, flag and chain. */
export type TypeItem = {
  id: string;
  label: string;
  actif: boolean;
  global: boolean;
  traductions: readonly { langue: string; valeur: string; actif: boolean }[];
  isauto?: boolean;
  delai?: number;
  nextActions?: readonly { IdChild: string; delais: number }[];
};

export type CreateBody = z.output<typeof deadlineTypeCreateBody>;
export type UpdateBody = z.output<typeof deadlineTypeUpdateBody>;

export type TranslationRow = { langue: string; valeur: string; actif: boolean };
export type NextActionRow = { IdChild: string; delais: string };

/** What the add/edit dialog holds while the person types (numbers as typed). */
export type TypeForm = {
  id: string;
  label: string;
  actif: boolean;
  traductions: TranslationRow[];
  delai: string;
  isauto: boolean;
  nextActions: NextActionRow[];
};

/** Message codes by field, named as the API names them (`traductions.0.langue`, `nextActions.1.delais`). */
export type FieldCodes = Partial<Record<string, string>>;

export const emptyForm = (): TypeForm => ({ id: '', label: '', actif: true, traductions: [], delai: '0', isauto: false, nextActions: [] });

export const formOf = (item: TypeItem): TypeForm => ({
  id: item.id,
  label: item.label,
  actif: item.actif,
  traductions: item.traductions.map(({ langue, valeur, actif }) => ({ langue, valeur, actif })),
  delai: String(item.delai ?? 0),
  isauto: item.isauto ?? false,
  nextActions: (item.nextActions ?? []).map(({ IdChild, delais }) => ({ IdChild, delais: String(delais) })),
});

/** The first language without a translation yet (the add-translation button's choice). */
export const nextLanguage = (rows: readonly TranslationRow[]): Language | undefined =>
  LANGUAGES.find((language) => !rows.some((row) => row.langue === language));

/** Empty or non-numeric input stays NaN so that the shared rule refuses it (delay_invalid). */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const rawBody = (kind: TypeKind, form: TypeForm) => ({
  label: form.label,
  actif: form.actif,
  traductions: form.traductions,
  ...(kind === 'deadlineType'
    ? {
        delai: toNumber(form.delai),
        isauto: form.isauto,
        nextActions: form.nextActions.map(({ IdChild, delais }) => ({ IdChild, delais: toNumber(delais) })),
      }
    : {}),
});

type Checked<T> = { body: T; codes?: undefined } | { body?: undefined; codes: FieldCodes };

/** The API's own rules (shared zod schemas): the parsed body, or each field's first message code. */
const check = <T>(schema: z.ZodType<T>, raw: unknown): Checked<T> => {
  const result = schema.safeParse(raw);
  if (result.success) return { body: result.data };
  const codes: FieldCodes = {};
  for (const issue of result.error.issues) codes[issue.path.join('.')] ??= issue.message;
  return { codes };
};

export const checkCreate = (kind: TypeKind, form: TypeForm): Checked<CreateBody> =>
  check(kind === 'deadlineType' ? deadlineTypeCreateBody : referenceTypeCreateBody, { id: form.id, ...rawBody(kind, form) });

export const checkUpdate = (kind: TypeKind, form: TypeForm): Checked<UpdateBody> =>
  check(kind === 'deadlineType' ? deadlineTypeUpdateBody : referenceTypeUpdateBody, rawBody(kind, form));

/** A type's name in a language: its translation there, else its description. */
export const labelIn = (item: TypeItem, language: Language) =>
  item.traductions.find((translation) => translation.langue === language && translation.actif)?.valeur || item.label;
