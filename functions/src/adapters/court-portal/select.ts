import { config } from '../config';
import type { CourtPortal } from './port';
import { simulatorPortal } from './simulator';

const ADAPTERS: Record<typeof config.courtPortal, CourtPortal> = { simulator: simulatorPortal };

/** The adapter `COURT_PORTAL` names. */
export const courtPortal = (): CourtPortal => ADAPTERS[config.courtPortal];
