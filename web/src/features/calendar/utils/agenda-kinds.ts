import type { AgendaKind } from '@mizan/shared/schemas/calendar';

/**
 * The agenda's kinds, each in its colour (text on it meets contrast) and named by the legend and
 * on each event, so that they read without colour. Appointments keep their status's colour
 * (statuses.ts) with this border; an overdue deadline is said so; a performed one is greyed
 * (`PERFORMED_STYLE`, named by the legend too), so what is left stands out.
 */
export const KIND_STYLES: Record<AgendaKind, { background: string; color: string; border: string }> = {
  appointment: { background: '#276749', color: '#FFFFFF', border: '#1C4532' },
  hearing: { background: '#2B6CB0', color: '#FFFFFF', border: '#1A365D' },
  deadline: { background: '#6B46C1', color: '#FFFFFF', border: '#44337A' },
};

export const PERFORMED_STYLE = { background: '#E2E8F0', color: '#4A5568', border: '#A0AEC0' };
