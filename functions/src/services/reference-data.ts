import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@mizan/shared/roles';
import {
  listReferenceTypes,
  usageUpdate,
  type ReferenceKind,
  type ReferenceTypeRecord,
  type StoredNextAction,
  type StoredTranslation,
} from '../db/reference-types';
import type { TransactItem } from '../db/transactions';
import { DOSSIER_STATUSES } from '../reference/dossier-statuses';
import { DOSSIER_TYPES } from '../reference/dossier-types';
import { findCourt } from '../reference/courts';
import { DEADLINE_TYPES } from '../reference/deadline-types';
import { EXPENSE_TYPES } from '../reference/expense-types';
import type { GlobalDeadlineType, GlobalType, Labels } from '../reference/labels';

/**
 * Reference data as a firm sees it: the built-in types shipped in the bundle, overlaid with the
 * firm's overrides, plus the firm's own types. Other domains use it to label dossier types,
 * statuses, courts, deadline types and expense types in a language, and to count the use of a
 * type (`referenceUsage`) in the same transaction as the record that uses it.
 */
export type { ReferenceKind } from '../db/reference-types';

export type ReferenceType = {
  kind: ReferenceKind;
  id: string;
  /** A built-in type (its identifier is fixed; it can be relabelled and deactivated, not deleted). */
  global: boolean;
  /** The description. */
  label: string;
  actif: boolean;
  traductions: StoredTranslation[];
  isauto: boolean;
  delai: number;
  nextActions: StoredNextAction[];
  usage: number;
};

const GLOBALS: Record<ReferenceKind, readonly (GlobalType | GlobalDeadlineType)[]> = {
  dossierType: DOSSIER_TYPES,
  deadlineType: DEADLINE_TYPES,
  expenseType: EXPENSE_TYPES,
};

export const globalType = (kind: ReferenceKind, id: string) => GLOBALS[kind].find((type) => type.id === id);

/** `fr`, `ar` or `en` as asked, English for any other language. */
export const resolveLanguage = (language: string): Language => (isLanguage(language) ? language : FALLBACK_LANGUAGE);

const labelsToTranslations = (labels: Labels): StoredTranslation[] =>
  LANGUAGES.map((langue) => ({ langue, valeur: labels[langue], actif: true }));

/** A built-in type with the firm's override (if any) laid over it; the French label is its description. */
const fromGlobal = (kind: ReferenceKind, type: GlobalType | GlobalDeadlineType, override?: ReferenceTypeRecord): ReferenceType => {
  const chain = 'nextActions' in type ? type : undefined;
  return {
    kind,
    id: type.id,
    global: true,
    label: override?.label ?? type.labels.fr,
    actif: override?.actif ?? true,
    traductions: override?.traductions ?? labelsToTranslations(type.labels),
    isauto: override?.isauto ?? chain?.isauto ?? false,
    delai: override?.delai ?? chain?.delai ?? 0,
    nextActions: override?.nextActions ?? [...(chain?.nextActions ?? [])],
    usage: override?.usage ?? 0,
  };
};

const fromCustom = (record: ReferenceTypeRecord): ReferenceType => ({
  kind: record.kind,
  id: record.id,
  global: false,
  label: record.label ?? record.id,
  actif: record.actif ?? true,
  traductions: record.traductions ?? [],
  isauto: record.isauto ?? false,
  delai: record.delai ?? 0,
  nextActions: record.nextActions ?? [],
  usage: record.usage ?? 0,
});

/** Built-in types first (in their fixed order), then the firm's own by identifier. */
export const mergeReferenceTypes = (kind: ReferenceKind, records: readonly ReferenceTypeRecord[]): ReferenceType[] => {
  const mine = records.filter((record) => record.kind === kind);
  const overrides = new Map(mine.filter((record) => record.global).map((record) => [record.id, record]));
  return [
    ...GLOBALS[kind].map((type) => fromGlobal(kind, type, overrides.get(type.id))),
    ...mine
      .filter((record) => !record.global && !globalType(kind, record.id))
      .map(fromCustom)
      .sort((a, b) => a.id.localeCompare(b.id)),
  ];
};

/** One type as the firm sees it, from its stored item (if any). */
export const resolveReferenceType = (kind: ReferenceKind, id: string, record?: ReferenceTypeRecord): ReferenceType | undefined => {
  const builtIn = globalType(kind, id);
  if (builtIn) return fromGlobal(kind, builtIn, record);
  return record && fromCustom(record);
};

/** Every type of a kind for a firm, active or not (one Query). */
export const loadReferenceTypes = async (structureId: string, kind: ReferenceKind) =>
  mergeReferenceTypes(kind, await listReferenceTypes(structureId, kind));

/**
 * A type's name in a language: its active translation there, else its label as the firm typed it
 * (a firm's own type may have no translation in the reader's language: the words the firm chose
 * are shown, never another language's translation in their place); a blank label (the forms never
 * save one) falls back to the English, then the other translations.
 */
export const translate = (type: Pick<ReferenceType, 'label' | 'traductions'>, language: string): string => {
  const active = type.traductions.filter((t) => t.actif !== false && t.valeur.trim() !== '');
  const lang = resolveLanguage(language);
  const inOrder = [lang, FALLBACK_LANGUAGE, ...LANGUAGES].map((langue) => active.find((t) => t.langue === langue)?.valeur);
  return inOrder[0] ?? (type.label.trim() || inOrder.find((valeur) => valeur !== undefined) || type.label);
};

/**
 * The write that counts one more (or, with `delta = -1`, one fewer) use of a type: include it in
 * the transaction that creates, retypes or deletes the dossier, deadline or expense. Adding a use
 * fails on its condition (TransactionCanceledException, see `isConditionFailure`) when the type
 * is unknown to the firm or inactive, so a record cannot take up a type that is being removed.
 * A type whose count is above zero is deactivated rather than deleted.
 */
export const referenceUsage = (structureId: string, kind: ReferenceKind, id: string, delta: 1 | -1 = 1): TransactItem =>
  usageUpdate(structureId, kind, id, globalType(kind, id) !== undefined, delta);

const staticLabel = (labels: Labels | undefined, language: string) => labels?.[resolveLanguage(language)];

export const dossierStatusLabel = (id: string, language: string): string =>
  staticLabel(DOSSIER_STATUSES.find((status) => status.id === id)?.labels, language) ?? id;

/** Any court, appeal or first instance, by its code. */
export const courtLabel = (code: string, language: string): string => staticLabel(findCourt(code)?.label, language) ?? code;
export const isCourt = (code: string): boolean => findCourt(code) !== undefined;

export type ReferenceLabels = Record<ReferenceKind | 'dossierStatus' | 'court', (id: string) => string>;

/**
 * Labels for a firm in a language, in one Query: use it when listing dossiers, deadlines or
 * expenses. Inactive types still label the records that use them; an unknown id labels as itself.
 */
export const loadReferenceLabels = async (structureId: string, language: string): Promise<ReferenceLabels> => {
  const records = await listReferenceTypes(structureId);
  const labeller = (kind: ReferenceKind) => {
    const byId = new Map(mergeReferenceTypes(kind, records).map((type) => [type.id, translate(type, language)]));
    return (id: string) => byId.get(id) ?? id;
  };
  return {
    dossierType: labeller('dossierType'),
    deadlineType: labeller('deadlineType'),
    expenseType: labeller('expenseType'),
    dossierStatus: (id) => dossierStatusLabel(id, language),
    court: (code) => courtLabel(code, language),
  };
};
