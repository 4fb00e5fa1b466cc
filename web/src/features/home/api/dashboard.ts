import type { ApiResponse } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useApiQuery } from '../../../lib/use-api';
import { useSession } from '../../../lib/use-session';

/** Spec 2.4's calls, for the person whose dashboard is shown (the caller, or a colleague for an admin). */
const forUser = (userId: string | null) => (userId ? { params: { userId } } : null);

export type HearingRow = ApiResponse<'dashboard.audiences'>[number];
export type UrgentRow = ApiResponse<'dashboard.deadlines'>[number];
export type AlertRow = ApiResponse<'dashboard.alerts'>[number];
export type DayCount = ApiResponse<'dashboard.days'>[number];
export type MeetingRow = ApiResponse<'dashboard.meetings'>[number];

/** GET api/Dashboard/audiences-for/{userId}: this week's hearings. */
export const useHearings = (userId: string | null) => useApiQuery('dashboard.audiences', forUser(userId));
/** GET api/Dashboard/meetings-for/{userId}: this week's meetings. */
export const useMeetings = (userId: string | null) => useApiQuery('dashboard.meetings', forUser(userId));
/** GET api/Dashboard/Deadlines-for/{userId}: urgent actions (this week's alerted deadlines and overdue ones). */
export const useUrgentActions = (userId: string | null) => useApiQuery('dashboard.deadlines', forUser(userId));
/** GET api/Dashboard/alerts-for/{userId}: notifications, newest first. */
export const useAlerts = (userId: string | null) => useApiQuery('dashboard.alerts', forUser(userId));
/** GET api/Dashboard/days-for/{userId}: the next 14 days' counts. */
export const useDays = (userId: string | null) => useApiQuery('dashboard.days', forUser(userId));
/** POST api/Dashboard/alerts/read: marks the caller's notifications read. */
export const useReadAlerts = () => useApiMutation('dashboard.readAlerts');

/** GET api/Users/for-structure/{structureId}: the colleagues whose dashboard an admin may look at. */
export const useColleagues = (enabled: boolean) => {
  const structureId = useSession()?.structureId;
  return useApiQuery('users.listForStructure', enabled && structureId ? { params: { structureId } } : null);
};

/** The new firm's checklist (ADMIN only: null otherwise, nothing is read). */
export const useChecklist = (isAdmin: boolean) => useApiQuery('dashboard.checklist', isAdmin ? {} : null);
export const useDismissChecklist = () => useApiMutation('dashboard.dismissChecklist');
