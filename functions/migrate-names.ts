import { renameOldAttributes } from './src/db/attribute-renames';

/**
 * `npm run migrate:names`, once, right after deploying code that renamed stored-only attributes
 * (functions/src/db/access-patterns.md, "Attribute names"): renames them on the items written
 * before (db/attribute-renames.ts). Run with the table's environment: `TABLE_NAME` and the AWS
 * credentials and region (`AWS_ENDPOINT_URL_DYNAMODB` for the local stack's DynamoDB Local).
 * Running it again changes nothing.
 */
const counts = await renameOldAttributes();
const total = Object.values(counts).reduce((a, b) => a + b, 0);
const detail = Object.entries(counts).map(([kind, n]) => `${n} ${kind}`);
console.log(`Attribute names: ${total} items renamed${detail.length ? ` (${detail.join(', ')})` : ''}`);
