import { loadTable } from '../adapters/table';

/**
 * Starts loading the database's client without reading anything (adapters/table.ts `loadTable`):
 * the router calls it as soon as a request is for a route, so that the client loads while the
 * token is checked and the caller's record is read sooner. What it loads stays inside db/.
 */
export const prepareTable = (): void => void loadTable();
