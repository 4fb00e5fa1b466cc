import { config } from '../config';
import { mahakimPortal } from './mahakim';
import { PortalError, type CourtPortal } from './port';
import { simulatorPortal } from './simulator';

const ADAPTERS: Record<typeof config.courtPortal, CourtPortal> = { simulator: simulatorPortal, mahakim: mahakimPortal };

/** Where no portal is configured (no `COURT_PORTAL_URL`), every look-up is unreachable: nothing is written. */
const unconfigured: CourtPortal = {
  fetchCase: () => Promise.reject(new PortalError('unreachable', 'no court portal configured (COURT_PORTAL_URL)')),
};

/** The adapter `COURT_PORTAL` names. */
export const courtPortal = (): CourtPortal => (config.courtPortalUrl ? ADAPTERS[config.courtPortal] : unconfigured);
