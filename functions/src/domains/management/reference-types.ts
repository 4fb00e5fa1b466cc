import type * as z from 'zod';
import type { FieldError } from '@mizan/shared/errors';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import type { deadlineTypeUpdateBody } from '@mizan/shared/schemas/management';
import { clock } from '../../adapters/clock';
import type { Caller } from '../../services/caller';
import {
  bumpChainVersion,
  createReferenceType,
  deleteUnusedReferenceType,
  getChainVersion,
  getReferenceType,
  saveReferenceType,
  type ReferenceKind,
  type ReferenceTypeFields,
  type StoredNextAction,
  type StoredTranslation,
} from '../../db/reference-types';
import type { TransactItem } from '../../db/transactions';
import { ConflictError, NotFoundError, ValidationError, type AppError } from '../../errors';
import { activityEntry, originOf, type ActivityOrigin } from '../../services/activity-log';
import { commit } from '../../services/guarded-transaction';
import { globalType, loadReferenceTypes, resolveReferenceType, translate, type ReferenceType } from '../../services/reference-data';
import { chainProblems } from './deadline-chains';
import { sortedOptions } from './options';

/**
 * The one implementation behind every dossier-type, deadline-type and expense-type route: the
 * route handlers only name the kind. The firm always comes from the verified token; `origin` signs
 * the firm's activity log, which every write joins in its transaction.
 */
export type Scope = { structureId: string; language: Language; origin: ActivityOrigin };

/** A change of a type, as the firm's activity log records it (a settings change). */
const logged = (scope: Scope, kind: ReferenceKind, id: string, change: 'created' | 'updated' | 'deleted' | 'deactivated') =>
  activityEntry(scope.origin, { kind: 'SETTINGS_CHANGED', subject: id, precisions: [kind, change] });

/** Any type body: deadline fields are ignored for the other kinds. */
type Input = z.infer<typeof deadlineTypeUpdateBody>;

/** Wire names of a translation's ids, per kind (specification section 3). */
const TRANSLATION_IDS: Record<ReferenceKind, [string, string]> = {
  dossierType: ['idTDT', 'idTypeDossier'],
  deadlineType: ['idTET', 'idTypeEcheance'],
  expenseType: ['idTTD', 'idTypeDepense'],
};

type WireType = {
  id: string;
  label: string;
  actif: boolean;
  global: boolean;
  traductions: (StoredTranslation & Record<string, unknown>)[];
};
type WireDeadlineType = WireType & {
  isauto: boolean;
  delai: number;
  nextActions: { IdParent: string; IdChild: string; ChildLabel: string; delais: number }[];
};
/** A deadline type also carries its delay and chain. */
export type Wire<K extends ReferenceKind> = K extends 'deadlineType' ? WireDeadlineType : WireType;

const toWire = (type: ReferenceType, all: readonly ReferenceType[], language: Language): WireType | WireDeadlineType => {
  const [translationId, typeId] = TRANSLATION_IDS[type.kind];
  const base = {
    id: type.id,
    label: type.label,
    actif: type.actif,
    global: type.global,
    traductions: type.traductions.map((t) => ({ [translationId]: `${type.id}-${t.langue}`, [typeId]: type.id, ...t })),
  };
  if (type.kind !== 'deadlineType') return base;
  const child = (id: string) => all.find((other) => other.id === id);
  return {
    ...base,
    isauto: type.isauto,
    delai: type.delai,
    nextActions: type.nextActions.map(({ IdChild, delais }) => {
      const target = child(IdChild);
      return { IdParent: type.id, IdChild, ChildLabel: target ? translate(target, language) : IdChild, delais };
    }),
  };
};

const fieldError = (field: string, code: string, language: Language): FieldError => ({ field, code, message: message(code, language) });

/** The edited fields of a body, only those that apply to the kind. */
const fieldsOf = (kind: ReferenceKind, body: Input): ReferenceTypeFields => ({
  label: body.label,
  actif: body.actif,
  traductions: body.traductions,
  ...(kind === 'deadlineType'
    ? { isauto: body.isauto, delai: body.delai, nextActions: body.nextActions?.map(({ IdChild, delais }) => ({ IdChild, delais })) }
    : {}),
});

/** Refuses a chain that names unknown types, repeats a child or loops back (400 with the entry's field). */
const checkChain = (
  id: string,
  nextActions: readonly StoredNextAction[] | undefined,
  all: readonly ReferenceType[],
  language: Language,
) => {
  if (!nextActions) return;
  const chains = new Map(all.map((type) => [type.id, type.nextActions]));
  const problems = chainProblems(id, nextActions, chains);
  if (problems.length)
    throw new ValidationError(problems.map(({ index, code }) => fieldError(`nextActions.${index}.IdChild`, code, language)));
};

/**
 * Deadline types only (the other kinds have no chains): the firm's deadline types, read after the
 * chain version, and the write that moves the version on if it is still the one read.
 */
const loadChains = async (kind: ReferenceKind, scope: Scope) => {
  if (kind !== 'deadlineType') return { all: [] as ReferenceType[], guard: [] as TransactItem[] };
  const version = await getChainVersion(scope.structureId);
  return { all: await loadReferenceTypes(scope.structureId, kind), guard: [bumpChainVersion(scope.structureId, version)] };
};

/** Runs a write whose first item is the type; a failure of the chain guard is a concurrent edit (409). */
const write = (writes: readonly TransactItem[], onTypeCondition: () => AppError) =>
  commit(
    writes.map((item, index) => ({
      write: item,
      onConditionFailure: index === 0 ? onTypeCondition : () => new ConflictError('conflict', null),
    })),
  );

export const listTypes = async <K extends ReferenceKind>(kind: K, scope: Scope) => {
  const all = await loadReferenceTypes(scope.structureId, kind);
  return all.map((type) => toWire(type, all, scope.language) as Wire<K>);
};

/** Active types as `{ value, label }` in the language (English for others), sorted by label. */
export const typeOptions = async (kind: ReferenceKind, structureId: string, language: Language) => {
  const types = await loadReferenceTypes(structureId, kind);
  return sortedOptions(
    types.filter((type) => type.actif).map((type) => ({ value: type.id, label: translate(type, language) })),
    language,
  );
};

export const createType = async <K extends ReferenceKind>(kind: K, body: Input & { id: string }, scope: Scope) => {
  const { id } = body;
  if (globalType(kind, id)) throw new ConflictError('reference_id_taken', 'id');
  const { all, guard } = await loadChains(kind, scope);
  const fields = fieldsOf(kind, body);
  checkChain(id, fields.nextActions, all, scope.language);
  const created = { kind, id, global: false, ...fields, actif: fields.actif ?? true, updatedAt: clock.nowIso() };
  await write(
    [createReferenceType(scope.structureId, created), ...guard, logged(scope, kind, id, 'created')],
    () => new ConflictError('reference_id_taken', 'id'),
  );
  const type = resolveReferenceType(kind, id, created) as ReferenceType;
  return toWire(type, [...all, type], scope.language) as Wire<K>;
};

export const updateType = async <K extends ReferenceKind>(kind: K, id: string, body: Input, scope: Scope) => {
  if (body.id !== undefined && body.id.trim().toUpperCase() !== id)
    throw new ValidationError([fieldError('id', 'reference_id_mismatch', scope.language)]);
  const global = globalType(kind, id) !== undefined;
  const existing = await getReferenceType(scope.structureId, kind, id);
  if (!global && !existing) throw new NotFoundError();
  const { all, guard } = await loadChains(kind, scope);
  const fields = fieldsOf(kind, body);
  checkChain(id, fields.nextActions, all, scope.language);
  const updatedAt = clock.nowIso();
  await write(
    [
      saveReferenceType(scope.structureId, kind, id, global, { ...fields, updatedAt }),
      ...(fields.nextActions ? guard : []),
      logged(scope, kind, id, 'updated'),
    ],
    () => new NotFoundError(),
  );
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const type = resolveReferenceType(kind, id, { kind, id, global, ...existing, ...defined }) as ReferenceType;
  return toWire(
    type,
    all.map((other) => (other.id === id ? type : other)),
    scope.language,
  ) as Wire<K>;
};

/**
 * Deletes a firm's own type that nothing uses; deactivates (`actif: false`) a type in use, a
 * deadline type that another type's chain names, and every built-in type (those cannot be deleted).
 */
export const deleteType = async (kind: ReferenceKind, id: string, scope: Scope) => {
  const deactivate = async () => {
    await write(
      [
        saveReferenceType(scope.structureId, kind, id, global, { actif: false, updatedAt: clock.nowIso() }),
        logged(scope, kind, id, 'deactivated'),
      ],
      () => new NotFoundError(),
    );
    return { ok: true as const, outcome: 'deactivated' as const };
  };
  const global = globalType(kind, id) !== undefined;
  if (global) return deactivate();
  const existing = await getReferenceType(scope.structureId, kind, id);
  if (!existing) throw new NotFoundError();
  const { all, guard } = await loadChains(kind, scope);
  const named = all.some((other) => other.id !== id && other.nextActions.some((next) => next.IdChild === id));
  if (named || (existing.usage ?? 0) > 0) return deactivate();
  try {
    await write(
      [deleteUnusedReferenceType(scope.structureId, kind, id), ...guard, logged(scope, kind, id, 'deleted')],
      () => new ConflictError('conflict', null),
    );
  } catch (error) {
    // Put to use, named in a chain or deleted between the read and the delete.
    if (!(error instanceof ConflictError)) throw error;
    if (!(await getReferenceType(scope.structureId, kind, id))) throw new NotFoundError();
    return deactivate();
  }
  return { ok: true as const, outcome: 'deleted' as const };
};

/** The caller's firm (from the verified token) and language, and the caller as the origin of what changes. */
export const scopeOf = ({ caller, language, sourceIp }: { caller: Caller; language: Language; sourceIp?: string }): Scope => ({
  structureId: caller.structureId,
  language,
  origin: originOf(caller, sourceIp),
});
