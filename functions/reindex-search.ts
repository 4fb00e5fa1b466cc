import { reindexOldEntries } from './src/db/search-index';

/**
 * `npm run reindex:search`, once, right after deploying the search index that holds each entity's
 * words (issue 16): rewrites the entries written before it (db/search-index.ts
 * `reindexOldEntries`), which search no longer reads. Run with the table's environment:
 * `TABLE_NAME` and the AWS credentials and region (`AWS_ENDPOINT_URL_DYNAMODB` for the local
 * stack's DynamoDB Local). Running it again changes nothing.
 */
const entities = await reindexOldEntries();
console.log(`Search index: ${entities} entities re-indexed`);
