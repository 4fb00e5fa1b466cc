import { ulid } from 'ulid';

/**
 * Key builders. Every key of firm data begins with `T#{structureId}`, and the structure id always
 * comes from the verified token, so a handler cannot form another firm's key.
 */
export const firmPk = (structureId: string) => `T#${structureId}`;
export const newId = () => ulid();
