import { rowOldInvoices } from './src/db/invoices';

/**
 * `npm run migrate:invoices`, once, right after deploying the firm's list of invoices (F10–F12): gives
 * each invoice written before it its row of the list and its part of the firm's billing (db/invoices.ts).
 * Run with the table's environment: `TABLE_NAME` and the AWS credentials and region
 * (`AWS_ENDPOINT_URL_DYNAMODB` for the local stack's DynamoDB Local). Running it again changes nothing.
 */
const rowed = await rowOldInvoices();
console.log(`Invoices: ${rowed} given their row of the firm's list`);
