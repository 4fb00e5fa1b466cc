import { reindexSearch } from './src/services/search-reindex';

/**
 * `npm run reindex:search`, once, right after deploying the search index whose entries hold their
 * entity's words, then what search shows of it, then a party's names' pairs (issue 16), then a
 * dossier's entries by its clients' names and by its references' parts (issue 29): rewrites or
 * completes the entries written before (services/search-reindex.ts). Run with the table's
 * environment: `TABLE_NAME` and the AWS credentials and region (`AWS_ENDPOINT_URL_DYNAMODB` for the
 * local stack's DynamoDB Local). Running it again changes nothing.
 */
const { relaid, shown, paired, dossiers } = await reindexSearch();
console.log(
  `Search index: ${relaid} entities re-laid out, ${shown} entities given what search shows of them, ${paired} parties indexed by their names' pairs, ${dossiers} dossiers indexed by their clients' names and their references' parts`,
);
