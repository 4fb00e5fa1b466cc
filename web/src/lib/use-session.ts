import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session';

/** The signed-in person's session, or null; re-renders when it changes (sign-in, renewal, sign-out). */
export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession, getSession);
