import { cancellationCodes, table, type TransactItem } from '../adapters/table';

/**
 * Transactions, for the code above db/. Their writes (`TransactItem`) are built by the entity
 * modules of db/ (intents such as `claimEmail`, `createUser`, `addClosureDay`), each documenting
 * the condition it carries; services/guarded-transaction.ts commits them all or nothing and turns
 * a failed condition into the error its caller chose.
 */
export type { TransactItem };

export const transact = (writes: readonly TransactItem[]) => table.transact([...writes]);

export { cancellationCodes };
