import type { ClientRecord } from '../db/clients';
import type { Dossier } from '../db/dossiers';
import { queryIndex, type IndexKind } from '../db/search-index';
import { compactReference, normaliseText, tokenize } from '../db/normalise';

/** At most this many words per entity are indexed (a long name beyond that is not searchable). */
const MAX_WORDS = 16;
/** Index entries read per query word: a very common word finds the first ones only. */
const ENTRIES_PER_WORD = 300;
const MAX_QUERY_WORDS = 5;

const words = (texts: readonly (string | undefined)[], references: readonly (string | undefined)[]) => {
  const compact = references.map((r) => (r ? compactReference(r) : '')).filter((r) => r.length >= 2);
  return [...new Set([...tokenize(texts.filter(Boolean).join(' ')), ...compact])].slice(0, MAX_WORDS);
};

/** A dossier is found by its references (word by word, and whole) and its name. */
export const dossierWords = (d: Pick<Dossier, 'refCabinet' | 'refClient' | 'refTribunal' | 'nom'>) =>
  words([d.refCabinet, d.refClient, d.refTribunal, d.nom], [d.refCabinet, d.refClient, d.refTribunal]);

/** A party is found by its names and its CIN or RC. */
export const clientWords = (c: Pick<ClientRecord, 'nom' | 'prenom' | 'raisonSociale' | 'cin' | 'rc'>) =>
  words([c.nom, c.prenom, c.raisonSociale], [c.cin, c.rc]);

/** A document is found by its name. */
export const documentWords = (nom: string) => words([nom], []);

/** Does the text match the query the way the index would (every query word starts a word of the text)? */
export const textMatches = (query: string, texts: readonly (string | undefined)[]) => {
  const wanted = tokenize(query);
  const have = words(texts, texts);
  return wanted.length > 0 && wanted.every((w) => have.some((h) => h.startsWith(w)));
};

/**
 * Dossiers, clients and documents in which every word of the query starts a word: one Query per query word,
 * then the intersection, by kind. Words shorter than two characters are ignored; a query with no
 * other word finds nothing.
 */
export const searchIndex = async (structureId: string, query: string): Promise<Record<IndexKind, string[]>> => {
  const wanted = tokenize(query).slice(0, MAX_QUERY_WORDS);
  if (!wanted.length) return { D: [], C: [], F: [] };
  const perWord = await Promise.all(wanted.map((w) => queryIndex(structureId, w, ENTRIES_PER_WORD)));
  // A reference typed with its punctuation ('2024/CIV-12') also matches as a whole.
  const compact = compactReference(query);
  const whole =
    wanted.length > 1 && compact.length >= 2 && normaliseText(query) !== compact
      ? await queryIndex(structureId, compact, ENTRIES_PER_WORD)
      : [];
  const of = (kind: IndexKind) => {
    const sets = perWord.map((hits) => new Set(hits.filter((h) => h.kind === kind).map((h) => h.id)));
    const [first = new Set<string>(), ...rest] = sets;
    const all = [...first].filter((id) => rest.every((set) => set.has(id)));
    return [...new Set([...all, ...whole.filter((h) => h.kind === kind).map((h) => h.id)])];
  };
  return { D: of('D'), C: of('C'), F: of('F') };
};
