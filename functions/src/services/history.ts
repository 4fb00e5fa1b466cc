import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import { monotonicFactory } from 'ulid';
import type { Caller } from './caller';
import { clock } from '../adapters/clock';
import type { Author, Dossier } from '../db/dossiers';
import type { HistoryChange, HistoryEntry } from '../db/history';
import { newId } from '../db/keys';
import { ACTION_TYPE_LABELS } from '../reference/action-types';

export const authorOf = (caller: Caller): Author => ({ id: caller.userId, name: caller.name });

/** The identification fields whose changes the history records (status apart). */
export const IDENTIFICATION_FIELDS = [
  'nom',
  'idTypeDossier',
  'idTribunal',
  'idUtilisateur',
  'refCabinet',
  'refClient',
  'refTribunal',
  'dateOuverture',
  'alerte',
] as const satisfies readonly (keyof Dossier)[];

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** The fields whose value differs, with their value before and after (absent reads as null). */
export const diffFields = <T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): HistoryChange[] =>
  fields.filter((f) => !same(before[f], after[f])).map((f) => ({ field: f, before: before[f] ?? null, after: after[f] ?? null }));

/** The changes as plain text (an entry's `valeur`; the web words them from `changes`). */
export const describeChanges = (changes: readonly HistoryChange[]) =>
  changes.map((c) => `${c.field}: ${String(c.before ?? '—')} → ${String(c.after ?? '—')}`).join('; ');

export type NewEntry = Pick<HistoryEntry, 'idTypeAction' | 'valeur'> &
  Partial<Pick<HistoryEntry, 'changes' | 'evenement' | 'echeance' | 'conflits' | 'idDocument' | 'confidentialite'>>;

/** Entry ids sort in the order written, even within one millisecond (the history reads them in order). */
const entryId = monotonicFactory();

/** A history entry for the dossier, by the author, now (or at `at`, for an action recorded after the fact). */
export const historyEntry = (dossierId: string, author: Author, entry: NewEntry, at?: Date): HistoryEntry => ({
  id: at ? newId(at) : entryId(),
  idDossier: dossierId,
  dateAction: (at ?? clock.now()).toISOString(),
  idUtilisateur: author.id,
  auteur: author.name,
  ...entry,
});

/** The entries of an update: one for the identification fields, one for the status, when they changed. */
export const updateEntries = (before: Dossier, after: Dossier, author: Author): HistoryEntry[] => {
  const identification = diffFields(before, after, IDENTIFICATION_FIELDS);
  const status = diffFields(before, after, ['idStatutDossier']);
  return [
    ...(identification.length
      ? [
          historyEntry(after.id, author, {
            idTypeAction: 'IDENTIFICATION',
            valeur: describeChanges(identification),
            changes: identification,
          }),
        ]
      : []),
    ...(status.length
      ? [historyEntry(after.id, author, { idTypeAction: 'STATUT', valeur: describeChanges(status), changes: status })]
      : []),
  ];
};

/** The dossier with its last action set to the newest of the entries. */
export const withLastAction = (dossier: Dossier, entries: readonly HistoryEntry[]): Dossier => {
  const last = entries.at(-1);
  return last ? { ...dossier, derniereAction: last.idTypeAction, dateDerniereAction: last.dateAction } : dossier;
};

/** An entry's type in the reader's language: an action type's label, an event's message, else its code. */
export const actionLabel = (code: string, language: Language) => {
  const actionType = ACTION_TYPE_LABELS.find((type) => type.id === code);
  if (actionType) return actionType.labels[language];
  const label = message(`history_${code}`, language);
  return label === message('invalid_value', language) ? code : label;
};
