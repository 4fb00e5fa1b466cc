import type { TransactItem } from '../db/transactions';
import { getClients, type ClientRecord } from '../db/clients';
import { getDossiers, type Dossier } from '../db/dossiers';
import {
  indexChanges,
  indexPage,
  pairPage,
  type IndexEntry,
  type IndexKind,
  type IndexPage,
  type Indexing,
  type IndexShown,
  type NewEntity,
} from '../db/search-index';
import { compactReference, MIN_TOKEN_LENGTH, normaliseText, tokenize } from '../db/normalise';

/** At most this many words per entity are indexed (a long name beyond that is not searchable). */
const MAX_WORDS = 16;
const MAX_QUERY_WORDS = 5;
/** A party's names are also indexed by the ordered pairs of their first words: at most 4 × 3 pairs. */
const MAX_PAIRED_WORDS = 4;
/** The kind indexed by pairs of words: parties, whose names are what a search most often holds two words of. */
const PAIRED_KIND: IndexKind = 'C';

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

/** Every ordered pair (`first second`) of the first words of a party's names. */
export const clientPairs = (c: Pick<ClientRecord, 'nom' | 'prenom' | 'raisonSociale'>) => {
  const names = tokenize([c.nom, c.prenom, c.raisonSociale].filter(Boolean).join(' ')).slice(0, MAX_PAIRED_WORDS);
  return names.flatMap((first) => names.filter((second) => second !== first).map((second) => `${first} ${second}`));
};

/** What the Search page shows of a dossier, and orders it by (newest opening first). */
export type DossierShown = Pick<Dossier, 'id' | 'refCabinet' | 'refClient' | 'refTribunal' | 'nom' | 'idStatutDossier' | 'dateOuverture'>;
/** What the Search page shows of a party. */
export type ClientShown = Pick<ClientRecord, 'idClient' | 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale' | 'cin' | 'rc'>;

const present = (fields: Record<string, string | undefined>): IndexShown =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as IndexShown;

/** A dossier's place in the index: its words, and what the Search page shows of it. */
export const dossierIndexing = (d: DossierShown): Indexing => ({
  words: dossierWords(d),
  shown: present({
    id: d.id,
    refCabinet: d.refCabinet,
    refClient: d.refClient,
    refTribunal: d.refTribunal,
    nom: d.nom,
    idStatutDossier: d.idStatutDossier,
    dateOuverture: d.dateOuverture,
  }),
});

/** A party's place in the index: its words, the pairs of its names' words, and what the Search page shows of it. */
export const clientIndexing = (c: ClientShown): Indexing => ({
  words: clientWords(c),
  pairs: clientPairs(c),
  shown: present({
    idClient: c.idClient,
    idTypeClient: c.idTypeClient,
    nom: c.nom,
    prenom: c.prenom,
    raisonSociale: c.raisonSociale,
    cin: c.cin,
    rc: c.rc,
  }),
});

/**
 * A document is found by its name. What the Search page shows of it is read with its dossier,
 * whose confidentiality rules decide whether the searcher sees it.
 */
export const documentIndexing = (nom: string): Indexing => ({ words: words([nom], []) });

/**
 * A reference as the list's filter compares it: normalised, each run of characters other than
 * letters and digits read as one '/', none at its ends ('2026-1201 / 145' reads '2026/1201/145').
 */
export const referenceText = (value: string) =>
  normaliseText(value)
    .replace(/[^\p{L}\p{N}]+/gu, '/')
    .replace(/^\/|\/$/g, '');

/** A dossier's references as the list's filter compares them: the firm's, the court's, the client's. */
const dossierReferences = (d: Pick<Dossier, 'refCabinet' | 'refClient' | 'refTribunal'>) =>
  [d.refCabinet, d.refTribunal, d.refClient].map((r) => (r ? referenceText(r) : '')).filter(Boolean);

/** At most this many parts of a dossier's references are indexed (db/access-patterns.md: the edit's transaction budget). */
const MAX_REFERENCE_PARTS = 16;

/**
 * The parts a dossier's references are indexed under, so that any part of one finds it: each of
 * their segments (the runs of letters and digits) and each ending of a segment, of two characters
 * or more ('1201' gives 1201, 201 and 01); a part typed is the start of one of them. Every
 * reference's whole segments come first, then the endings, the firm's reference before the
 * court's and the client's; at most 16.
 */
export const referenceParts = (references: readonly string[]) => {
  const segments = references.flatMap((r) => r.split('/')).filter((segment) => segment.length >= MIN_TOKEN_LENGTH);
  const endings = segments.flatMap((segment) => Array.from({ length: segment.length - MIN_TOKEN_LENGTH }, (_, i) => segment.slice(i + 1)));
  return [...new Set([...segments, ...endings])].slice(0, MAX_REFERENCE_PARTS);
};

/** Does one of the dossier's references hold the part (as `referenceText` writes it)? */
export const holdsReferencePart = (d: Pick<Dossier, 'refCabinet' | 'refClient' | 'refTribunal'>, part: string) =>
  dossierReferences(d).some((reference) => reference.includes(part));

/**
 * A dossier's place in the index by the parts of its references (kind R): its entries hold the
 * references themselves (`words`), on which the list's filter checks the whole part typed.
 */
export const referencesIndexing = (d: Pick<Dossier, 'refCabinet' | 'refClient' | 'refTribunal'>): Indexing => {
  const references = dossierReferences(d);
  return { words: references, parts: referenceParts(references) };
};

/**
 * A dossier's place in the index by its clients' names (kind N, the names `nomClient` holds), so
 * that a client's name finds every dossier of that client. Its entries show nothing: a dossier's
 * status or references change without them (search reads the dossiers it finds there).
 */
export const clientNamesIndexing = (d: Pick<Dossier, 'nomClient'>): Indexing => ({
  words: tokenize(d.nomClient ?? '').slice(0, MAX_WORDS),
});

/** The dossier's three places in the index: by its words (D), its clients' names (N), its references' parts (R). */
const dossierPlaces = (d: Dossier): NewEntity[] => [
  { hit: { kind: 'D', id: d.id }, indexing: dossierIndexing(d) },
  { hit: { kind: 'N', id: d.id }, indexing: clientNamesIndexing(d) },
  { hit: { kind: 'R', id: d.id }, indexing: referencesIndexing(d) },
];

/** A new dossier's entries, written before its creation's transaction (db/search-index `indexNewEntities`). */
export const newDossierEntities = (d: Dossier): NewEntity[] => dossierPlaces(d);

/**
 * The writes that move a dossier's entries from what it was to what it is, in the transaction of
 * its change (an edit of its identification, a change of its clients): none for a place that did
 * not change.
 */
export const dossierIndexChanges = (structureId: string, before: Dossier, after: Dossier): TransactItem[] => {
  const old = dossierPlaces(before);
  return dossierPlaces(after).flatMap(({ hit, indexing }, i) => indexChanges(structureId, hit, old[i]!.indexing, indexing));
};

/** Does the text match the query the way the index would (every query word starts a word of the text)? */
export const textMatches = (query: string, texts: readonly (string | undefined)[]) => {
  const wanted = tokenize(query);
  const have = words(texts, texts);
  return wanted.length > 0 && wanted.every((w) => have.some((h) => h.startsWith(w)));
};

/** Entries read by the first page of each query word, read all at once: enough to hold the whole of a rare word. */
const FIRST_PAGE = 25;
/** Entries read per further page of the first word. */
const PAGE = 100;
/** Entries read at most per kind from the word that drives a search: a very common query with few matches finds the first ones only. */
const MAX_ENTRIES = 500;

/** A key in the index's own order (DynamoDB compares keys as UTF-8 bytes). */
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** The entities found so far, each by its first entry met, in the order met. */
type Found = Map<string, IndexEntry>;

const add = (found: Found, entry: IndexEntry) => {
  if (!found.has(entry.id)) found.set(entry.id, entry);
};

/**
 * Adds to `found` the entities of `page` (read here when not given), then of the word's next pages,
 * that `accept` takes, until `want` are found or `MAX_ENTRIES` entries were read.
 */
const readOn = async (
  structureId: string,
  kind: IndexKind,
  word: string,
  found: Found,
  want: number,
  accept: (entry: IndexEntry) => boolean,
  page?: IndexPage,
) => {
  let current = page ?? (await indexPage(structureId, kind, word, FIRST_PAGE));
  let read = current.entries.length;
  for (;;) {
    for (const entry of current.entries) if (found.size < want && accept(entry)) add(found, entry);
    if (found.size >= want || !current.next || read >= MAX_ENTRIES) return;
    current = await indexPage(structureId, kind, word, Math.min(PAGE, MAX_ENTRIES - read), current.next);
    read += current.entries.length;
  }
};

/**
 * Adds to `found`, up to `want`, the entities of `entries` in the order a read of `prefix` would
 * meet them: by their first word starting with it, then by id.
 */
const addInOrder = (entries: readonly IndexEntry[], prefix: string, found: Found, want: number) => {
  const keyed = entries.map((entry) => ({
    entry,
    key: `${entry.words.filter((w) => w.startsWith(prefix)).sort(byBytes)[0]}#${entry.id}`,
  }));
  for (const { entry } of keyed.sort((x, y) => byBytes(x.key, y.key))) if (found.size < want) add(found, entry);
};

/**
 * The parties in one page of the pair of the query's last two words (the first whole, the second
 * started) that hold every query word, in the pair's order (second word, then id), when there are
 * `want` of them; none otherwise (too few, or a first word typed in part, which is in no pair).
 */
const pairAnswer = async (structureId: string, wanted: readonly string[], matchesAll: (entry: IndexEntry) => boolean, want: number) => {
  const [first, second] = wanted.slice(-2) as [string, string];
  const found: Found = new Map();
  for (const entry of (await pairPage(structureId, PAIRED_KIND, first, second, want)).entries) if (matchesAll(entry)) add(found, entry);
  return found.size >= want ? [...found.values()] : undefined;
};

/**
 * Up to `want` distinct entities of `kind` whose words are started by every query word, in the
 * order of the first word's entries (its first matching word, then the id); then those found by
 * the whole reference (`whole`). The first page of every word is read at once: a word whose first
 * page was its last (the rarest) gives every candidate. Otherwise the first word is read on, a page
 * at a time. Each entry's own words decide, without any other read. The whole reference starts
 * with the first word: when that word was read whole, its entries hold the whole reference's too.
 *
 * Parties sought by several words are first read by a pair of them (`pairAnswer`): when its page
 * holds the answer, a name and a first name cost a page of the answer's size however large the
 * firm, where the first word's entries hold one match in every few; otherwise the words are read
 * as above, one round trip later.
 */
const kindMatches = async (structureId: string, kind: IndexKind, wanted: readonly string[], whole: string | undefined, want: number) => {
  const matchesAll = (entry: IndexEntry) => wanted.every((w) => entry.words.some((h) => h.startsWith(w)));
  const byPair = kind === PAIRED_KIND && wanted.length > 1 ? await pairAnswer(structureId, wanted, matchesAll, want) : undefined;
  if (byPair) return byPair;
  const found: Found = new Map();
  const pages = await Promise.all(wanted.map((w) => indexPage(structureId, kind, w, FIRST_PAGE)));
  const [firstPage] = pages as [IndexPage];
  const firstWord = wanted[0]!;
  const complete = pages.find((page) => !page.next);
  if (complete) addInOrder(complete.entries.filter(matchesAll), firstWord, found, want);
  else await readOn(structureId, kind, firstWord, found, want, matchesAll, firstPage);
  if (!whole || found.size >= want) return [...found.values()];
  // A reference typed with its punctuation ('2024/CIV-12') also matches as a whole.
  const hasWhole = (entry: IndexEntry) => entry.words.some((w) => w.startsWith(whole));
  if (!firstPage.next && whole.startsWith(firstWord)) addInOrder(firstPage.entries.filter(hasWhole), whole, found, want);
  else await readOn(structureId, kind, whole, found, want, () => true);
  return [...found.values()];
};

/** The kinds searched by words: dossiers (by their own words, and by their clients' names), parties, documents. */
export type WordKind = Exclude<IndexKind, 'R' | 'X'>;

/**
 * The entries of the dossiers, clients and documents in which every word of the query starts a
 * word, at most `want` of each kind asked (the kinds not asked are not read), in the index's order
 * of the first query word (parties found by a pair: in the pair's order), then those found by the
 * whole reference (dossiers, parties and documents: no client's name is a reference). Words
 * shorter than two characters are ignored; a query with no other word finds nothing.
 */
export const searchIndex = async (
  structureId: string,
  query: string,
  want: Partial<Record<WordKind, number>>,
): Promise<Record<WordKind, IndexEntry[]>> => {
  const wanted = tokenize(query).slice(0, MAX_QUERY_WORDS);
  const compact = compactReference(query);
  const whole = wanted.length > 1 && compact.length >= 2 && normaliseText(query) !== compact ? compact : undefined;
  const of = (kind: WordKind) => {
    const count = want[kind] ?? 0;
    return wanted.length && count > 0
      ? kindMatches(structureId, kind, wanted, kind === 'N' ? undefined : whole, count)
      : Promise.resolve([]);
  };
  const [D, C, F, N] = await Promise.all([of('D'), of('C'), of('F'), of('N')]);
  return { D, C, F, N };
};

/** Entries read per query word of a search by documents' texts: a word in more documents finds the first ones (by id) only. */
const TEXT_PAGE = 100;

/**
 * The documents in whose text every word of the query starts a word (kind X), at most `want`,
 * each with the passage around the first query word: the first page of each word's entries read
 * at once (a constant cost, however many documents the firm holds), the documents in all of them
 * kept, in the first word's order. Answers entries whose `shown.extrait` is the passage; whether
 * the searcher may see a document is decided on the documents read.
 */
export const documentsByText = async (structureId: string, query: string, want: number): Promise<IndexEntry[]> => {
  const wanted = tokenize(query).slice(0, MAX_QUERY_WORDS);
  if (!wanted.length) return [];
  const pages = await Promise.all(wanted.map((w) => indexPage(structureId, 'X', w, TEXT_PAGE)));
  const [first, ...others] = pages.map((page) => page.entries);
  const inAll = (id: string) => others.every((entries) => entries.some((entry) => entry.id === id));
  const found: Found = new Map();
  for (const entry of first ?? []) if (found.size < want && inAll(entry.id)) add(found, entry);
  return [...found.values()];
};

/**
 * The dossiers whose references hold `part` (as `referenceText` writes it), at most `want`, for the
 * list's filter: read from the index's reference parts (kind R) by a segment of the part, each
 * entry's references checked for the whole part. The first page of every segment is read at once:
 * a segment whose first page was its last gives every candidate; otherwise the longest segment (the
 * last of the longest) is read on, a page at a time, until `want` are found or 500 entries were
 * read. A part with no segment of two characters finds nothing. Answers the dossiers' ids, in the
 * index's order.
 */
export const dossiersHoldingPart = async (structureId: string, part: string, want: number): Promise<string[]> => {
  const segments = [...new Set(part.split('/').filter((segment) => segment.length >= MIN_TOKEN_LENGTH))];
  if (!segments.length) return [];
  const holds = (entry: IndexEntry) => entry.words.some((reference) => reference.includes(part));
  const found: Found = new Map();
  const pages = await Promise.all(segments.map((segment) => indexPage(structureId, 'R', segment, FIRST_PAGE)));
  const complete = pages.find((page) => !page.next);
  if (complete) {
    for (const entry of complete.entries) if (found.size < want && holds(entry)) add(found, entry);
  } else {
    const longest = segments.reduce((best, segment, i) => (segment.length >= segments[best]!.length ? i : best), 0);
    await readOn(structureId, 'R', segments[longest]!, found, want, holds, pages[longest]);
  }
  return [...found.keys()];
};

/**
 * The dossiers of the clients named by the query (their entries by clients' names, kind N), those
 * not among `known` (found by their own words already), read and checked against the clients'
 * names they hold now (an entry left by a change of the clients finds nothing).
 */
export const dossiersOfClientsNamed = async (
  structureId: string,
  query: string,
  found: readonly IndexEntry[],
  known: ReadonlySet<string>,
) => {
  const dossiers = await getDossiers(
    structureId,
    found.map((entry) => entry.id).filter((id) => !known.has(id)),
  );
  return dossiers.filter((d) => textMatches(query, [d.nomClient]));
};

/**
 * What search shows of the entities found, in their order: from their entries, or read from the
 * entities for entries without it (an entity being created, or entries written before they held
 * it), those missing dropped.
 */
const shownOf =
  <T>(read: (structureId: string, ids: string[]) => Promise<ReadonlyMap<string, T>>) =>
  async (structureId: string, found: readonly IndexEntry[]): Promise<T[]> => {
    const records = await read(
      structureId,
      found.filter((entry) => !entry.shown).map((entry) => entry.id),
    );
    return found.flatMap((entry) => (entry.shown ? [entry.shown as unknown as T] : (records.get(entry.id) ?? [])));
  };

export const shownDossiers = shownOf<DossierShown>(
  async (structureId, ids) => new Map((await getDossiers(structureId, ids)).map((d) => [d.id, d])),
);
export const shownClients = shownOf<ClientShown>(getClients);
