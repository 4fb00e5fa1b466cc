import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Mail } from '../../../functions/src/adapters/mailer';

/**
 * The outbox items among transactions' writes (pass the inputs of the mocked table's
 * TransactWriteCommand calls: `dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input)`),
 * in order, each with its transaction's index.
 */
export const queuedItems = (transactions: readonly TransactWriteCommandInput[]) =>
  transactions.flatMap((input, transaction) =>
    (input.TransactItems ?? []).flatMap((write) =>
      write.Put?.Item?.type === 'OUTBOX' ? [{ transaction, item: write.Put.Item, condition: write.Put.ConditionExpression }] : [],
    ),
  );

/** The emails queued in the outbox (the worker sends them), in order. */
export const queuedMails = (transactions: readonly TransactWriteCommandInput[]): Mail[] =>
  queuedItems(transactions).map(({ item }) => item.mail as Mail);
