import type { Role } from '@mizan/shared/roles';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasAnyRole, homePathFor } from '../lib/session';
import { useSession } from '../lib/use-session';
import { useSessionRestored } from './session-restoring';

type RequireRoleProps = { roles: readonly Role[] };

/**
 * Spec 2.1's guard: the page when the person has an allowed role; /unauthorized when signed in
 * without it (at `/`, the person's own home instead); otherwise /login, remembering where the person was going. It first waits for the
 * session's renewal at start-up (the providers' spinner shows meanwhile).
 */
export const RequireRole = ({ roles }: RequireRoleProps) => {
  useSessionRestored();
  const session = useSession();
  const location = useLocation();
  if (hasAnyRole(session, roles)) return <Outlet />;
  // The installed app opens at `/` (the manifest's start_url): there each person lands on their own home.
  if (session?.userFullName && location.pathname === '/') return <Navigate to={homePathFor(session)} replace />;
  if (session?.userFullName) return <Navigate to="/unauthorized" replace state={{ from: location }} />;
  return <Navigate to="/login" replace state={{ from: location }} />;
};
