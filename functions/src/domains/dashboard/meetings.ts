import type { IsoDate } from '../../services/working-days';

/**
 * The days of a person's meetings (appointments) from `from` to `to`, one entry per meeting, for
 * the 14-day strip: the same appointment read as the meetings block (`dashboard.meetings`).
 * Appointments arrive with the calendar feature, which reads them here; until then no appointment
 * can exist, so none is counted.
 */
export const meetingDays = async (_structureId: string, _userId: string, _from: IsoDate, _to: IsoDate): Promise<IsoDate[]> => [];
