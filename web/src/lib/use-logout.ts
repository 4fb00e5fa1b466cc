import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { callApi } from './api-client';
import { notifyError } from './notify';
import { clearSession, startLogout } from './session';

/**
 * Signs out: the API ends every session of the person (and clears the refresh cookie), then the
 * app forgets the session and every cached answer and shows the login page. When the API cannot
 * be told, the app forgets all the same and says so; an expired session has nothing left to end,
 * and calls refused from the click on are not reported (session.ts `startLogout`).
 */
export const useLogout = () => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    startLogout();
    await callApi('account.logout').catch(notifyError);
    navigate('/login', { replace: true });
    clearSession();
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate, navigate]);
};
