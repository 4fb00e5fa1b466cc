import { SQSClient } from '@aws-sdk/client-sqs';

/*
 * The SDK's SQS client and its one command: adapters/queue.ts imports this module on its first send
 * to the cloud's queue, not with the court-sync job's entry (the local stack's queue never needs it).
 */

export const client = new SQSClient({});

export { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
