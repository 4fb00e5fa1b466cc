import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import { clientView, queryClientList, type ClientType } from '../../db/clients';
import { ValidationError } from '../../errors';
import { userInScope } from '../../services/dossier-access';
import { decodeCursor, encodeCursor } from '../../services/dossier-pages';
import { fieldError } from '../../services/field-error';

/**
 * The firm's clients of one type by name, a page at a time (gsi1). Opposing parties that were
 * never a client are not listed. Staff see every client of the firm; `{userId}` is checked as on
 * every path.
 */
export const clientPage =
  (type: ClientType) =>
  async (
    { params, query }: { params: { userId: string }; query: { limit: number; cursor?: string } },
    { caller, language }: { caller: Caller; language: Language },
  ) => {
    await userInScope(caller, params.userId);
    const cursor = decodeCursor(query.cursor, language);
    if (cursor && !('after' in cursor)) throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
    const { clients, last } = await queryClientList(caller.structureId, type, query.limit, cursor?.after);
    return { items: clients.map(clientView), cursor: encodeCursor(last ? { after: last } : undefined) };
  };
