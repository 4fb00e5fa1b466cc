import type { Language } from '@mizan/shared/roles';
import { historyPage, type HistoryChange, type HistoryEntry } from '../db/history';
import { courtEventText, storedCourtEvent } from './court-events';
import { deadlineEventText, deadlineEventView } from './deadline-events';
import { actionLabel } from './history';
import { loadReferenceLabels, type ReferenceLabels } from './reference-data';

/**
 * A dossier's history of actions as readers read it (the dossier's history pages, its detail, its
 * printed sheet): each entry worded in the reader's language, only those the reader may read.
 */

/** The changed fields whose values are codes of the firm's or the product's reference data, by the labels that name them. */
const CODED_FIELDS: Partial<Record<string, keyof ReferenceLabels>> = {
  idTribunal: 'court',
  idTypeDossier: 'dossierType',
  idStatutDossier: 'dossierStatus',
  idTypeEcheance: 'deadlineType',
  idTypeDepense: 'expenseType',
};

const labelled = (value: unknown, label: (code: string) => string) => (typeof value === 'string' && value ? label(value) : null);

/** A change as the API answers it: a coded field's values with their labels in the reader's language (`labels`). */
const changeView = (change: HistoryChange, labels: ReferenceLabels | undefined) => {
  const kind = CODED_FIELDS[change.field];
  if (!kind || !labels) return change;
  return { ...change, labels: { before: labelled(change.before, labels[kind]), after: labelled(change.after, labels[kind]) } };
};

/** Whether wording the entry needs the firm's labels: it names a deadline or changed a coded field. */
const namesCodes = (entry: HistoryEntry) => entry.echeance !== undefined || (entry.changes ?? []).some((c) => CODED_FIELDS[c.field]);

/**
 * A history entry as the API answers it, its type worded in the reader's language. A court change
 * answers its event (`evenement`, an old entry's sentence read back when it can be) and a deadline's
 * its event (`echeance`, each deadline's type labelled), with `valeur` worded from it in the
 * reader's language, its values isolated; a change of a coded field its values' labels. `labels`:
 * the firm's in the reader's language, for an entry that names codes (a manual action names none).
 */
export const actionView = (
  { idDocument: _document, confidentialite: _level, echeance, changes, ...entry }: HistoryEntry,
  language: Language,
  labels?: ReferenceLabels,
) => {
  const event = storedCourtEvent(entry.idTypeAction, { evenement: entry.evenement, text: entry.valeur });
  const deadline = echeance && labels ? deadlineEventView(echeance, labels) : undefined;
  return {
    ...entry,
    ...(changes ? { changes: changes.map((change) => changeView(change, labels)) } : {}),
    ...(event ? { evenement: event, valeur: courtEventText(event, language) } : {}),
    ...(deadline ? { echeance: deadline, valeur: deadlineEventText(deadline, language) } : {}),
    labelActionDossier: actionLabel(entry.idTypeAction, language),
  };
};

/** Which entries of a page the reader may read (services/document-access.ts `historyReader`). */
export type EntryFilter = (entries: readonly HistoryEntry[]) => Promise<ReadonlySet<HistoryEntry>>;

/**
 * Up to `limit` entries of the history the reader may read, newest first, after the entry `after`
 * (from the newest without it). Entries the reader may not read are skipped, and the page is filled
 * from the next ones; `next` is the last entry read when more follow.
 */
export const readableHistory = async (
  structureId: string,
  dossierId: string,
  limit: number,
  after: string | undefined,
  language: Language,
  mayRead: EntryFilter,
): Promise<{ items: ReturnType<typeof actionView>[]; next?: string }> => {
  const items: HistoryEntry[] = [];
  // The firm's labels are read once, for a page that names codes.
  const answer = async (next: string | undefined) => {
    const labels = items.some(namesCodes) ? await loadReferenceLabels(structureId, language) : undefined;
    return { items: items.map((e) => actionView(e, language, labels)), ...(next ? { next } : {}) };
  };
  let from = after;
  for (;;) {
    const { entries, lastId } = await historyPage(structureId, dossierId, limit, from);
    const readable = await mayRead(entries);
    for (const [index, entry] of entries.entries()) {
      if (readable.has(entry)) items.push(entry);
      if (items.length === limit) {
        const more = index < entries.length - 1 || lastId !== undefined;
        return answer(more ? entry.id : undefined);
      }
    }
    if (!lastId) return answer(undefined);
    from = lastId;
  }
};
