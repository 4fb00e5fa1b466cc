import { pointOldExpenses } from './src/db/expenses';

/**
 * `npm run migrate:expenses`, once, right after deploying expense edits and deletes: gives the
 * expenses written before them the pointer by which their id finds them (db/expenses.ts). Run with
 * the table's environment: `TABLE_NAME` and the AWS credentials and region
 * (`AWS_ENDPOINT_URL_DYNAMODB` for the local stack's DynamoDB Local). Running it again changes nothing.
 */
const written = await pointOldExpenses();
console.log(`Expenses: ${written} pointers written`);
