import { useApiQuery } from '../../../lib/use-api';

/** GET api/Search: the firm's clients and parties whose names, CIN or RC hold the words typed (two characters at least). */
export const useClientSearch = (q: string) => useApiQuery('search.query', q.trim().length >= 2 ? { query: { q: q.trim() } } : null);
