import { config } from '../config';
import { loadOnce } from '../load-once';
import { PortalError, type CourtPortal } from './port';

/** An adapter whose module loads on its first look-up: the court-sync worker's entry loads neither (mahakim's brings zod). */
const onFirstUse = (load: () => Promise<CourtPortal>): CourtPortal => {
  const loaded = loadOnce(load);
  return { fetchCase: async (query) => (await loaded()).fetchCase(query) };
};

const ADAPTERS: Record<typeof config.courtPortal, CourtPortal> = {
  simulator: onFirstUse(() => import('./simulator').then((adapter) => adapter.simulatorPortal)),
  mahakim: onFirstUse(() => import('./mahakim').then((adapter) => adapter.mahakimPortal)),
};

/** Where no portal is configured (no `COURT_PORTAL_URL`), every look-up is unreachable: nothing is written. */
const unconfigured: CourtPortal = {
  fetchCase: () => Promise.reject(new PortalError('unreachable', 'no court portal configured (COURT_PORTAL_URL)')),
};

/** The adapter `COURT_PORTAL` names. */
export const courtPortal = (): CourtPortal => (config.courtPortalUrl ? ADAPTERS[config.courtPortal] : unconfigured);
