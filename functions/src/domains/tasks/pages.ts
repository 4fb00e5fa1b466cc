import type { Language } from '@mizan/shared/roles';
import { isTaskPosition } from '../../db/tasks';
import { ValidationError } from '../../errors';
import { decodeCursor, encodeCursor } from '../../services/dossier-pages';
import { fieldError } from '../../services/field-error';

/** The position a task list's cursor holds (400 on `cursor` for anything the lists did not write). */
export const pagePosition = (cursor: string | undefined, language: Language) => {
  const decoded = decodeCursor(cursor, language);
  if (!decoded) return undefined;
  if ('after' in decoded && isTaskPosition(decoded.after)) return decoded.after;
  throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
};

/** The cursor of the next page, null on the last one. */
export const pageCursor = (last: string | undefined) => encodeCursor(last ? { after: last } : undefined);
