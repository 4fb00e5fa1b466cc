import { useApiQuery } from '../../../lib/use-api';

/** GET api/Search?q=: the firm's dossiers and clients matching a term, as far as the searcher may see. */
export const useSearchRecords = (term: string) => useApiQuery('search.query', term ? { query: { q: term } } : null);
