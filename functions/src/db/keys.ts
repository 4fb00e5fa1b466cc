import { ulid } from 'ulid';

/**
 * Key builders. Every key of firm data begins with `T#{structureId}`, and the structure id always
 * comes from the verified token, so a handler cannot form another firm's key.
 */
export const firmPk = (structureId: string) => `T#${structureId}`;
/** A new id: a ULID, which sorts by its time (now, or `at` for a record dated in the past). */
export const newId = (at?: Date) => ulid(at?.getTime());
/** An id as newId writes it: page cursors name ids, checked with this before they become keys. */
export const ID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';
export const isId = (value: string) => new RegExp(`^${ID_PATTERN}$`).test(value);
