import type { AppointmentStatus } from '@mizan/shared/appointment-statuses';

/**
 * The appointment statuses' colours (specification 4: EAT yellow, CNF green, ANL grey, ANC red),
 * each with text that meets contrast; the status is also written on the event (not by colour alone).
 */
export const STATUS_STYLES: Record<AppointmentStatus, { background: string; color: string; border: string; textDecoration?: string }> = {
  EAT: { background: '#F6E05E', color: '#1A202C', border: '#B7791F' },
  CNF: { background: '#276749', color: '#FFFFFF', border: '#1C4532' },
  ANL: { background: '#4A5568', color: '#FFFFFF', border: '#2D3748', textDecoration: 'line-through' },
  ANC: { background: '#C53030', color: '#FFFFFF', border: '#822727', textDecoration: 'line-through' },
};
export const STATUS_PALETTE: Record<AppointmentStatus, string> = { EAT: 'yellow', CNF: 'green', ANL: 'gray', ANC: 'red' };
