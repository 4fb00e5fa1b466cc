import { indexOldPerformedDeadlines } from './src/db/deadlines';

/**
 * `npm run migrate:deadlines`, once, right after deploying the calendar's performed deadlines (E11):
 * indexes the deadlines performed before it, so that the calendar greys them (db/deadlines.ts). Run
 * with the table's environment: `TABLE_NAME` and the AWS credentials and region
 * (`AWS_ENDPOINT_URL_DYNAMODB` for the local stack's DynamoDB Local). Running it again changes nothing.
 */
const indexed = await indexOldPerformedDeadlines();
console.log(`Performed deadlines: ${indexed} indexed for the calendar`);
