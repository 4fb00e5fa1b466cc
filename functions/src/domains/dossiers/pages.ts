import type { Language } from '@mizan/shared/roles';
import { getDossiers, type Dossier } from '../../db/dossiers';
import { queryList, type ListFilter } from '../../db/dossier-lists';
import { ValidationError } from '../../errors';
import { dossierListItems, decodeCursor, encodeCursor } from '../../services/dossier-pages';
import { fieldError } from '../../services/field-error';

/**
 * The position a page cursor resumes after (a sort key or an id the API wrote), checked with
 * `valid` before it becomes a key; an absent cursor is the first page.
 */
export const afterCursor = (cursorText: string | undefined, language: Language, valid: (after: string) => boolean = () => true) => {
  const cursor = decodeCursor(cursorText, language);
  if (!cursor) return undefined;
  if (!('after' in cursor) || !valid(cursor.after)) throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  return cursor.after;
};

/** A page of a list partition: one Query of `limit` entries, one BatchGet of their records. */
export const listPage = async (
  structureId: string,
  filter: ListFilter,
  limit: number,
  cursorText: string | undefined,
  language: Language,
) => {
  const { ids, last } = await queryList(structureId, filter, limit, afterCursor(cursorText, language));
  const dossiers = await getDossiers(structureId, ids);
  return { items: await dossierListItems(structureId, dossiers, language), cursor: encodeCursor(last ? { after: last } : undefined) };
};

/** A page of an already bounded, sorted set of dossiers (reference or client filters). */
export const slicePage = async (
  structureId: string,
  sorted: readonly Dossier[],
  limit: number,
  cursorText: string | undefined,
  language: Language,
) => {
  const cursor = decodeCursor(cursorText, language);
  if (cursor && !('offset' in cursor)) throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
  const offset = cursor?.offset ?? 0;
  const page = sorted.slice(offset, offset + limit);
  const more = offset + limit < sorted.length;
  return {
    items: await dossierListItems(structureId, page, language),
    cursor: encodeCursor(more ? { offset: offset + limit } : undefined),
  };
};
