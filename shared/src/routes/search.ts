import { defineRoutes } from '../route.ts';
import { STAFF_AND_CLIENT } from '../roles.ts';
import * as search from '../schemas/search.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const searchRoutes = defineRoutes('search', {
  'search.query': { domain: 'search', method: 'GET', path: '/api/Search', roles: STAFF_AND_CLIENT, scope: 'firm', summary: 'Search dossiers and clients', query: search.searchQuery, response: search.searchResponse },
});
