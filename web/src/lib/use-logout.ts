import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { clearSession } from './session';

/** Signs out: forgets the session and every cached answer, then shows the login page. */
export const useLogout = () => {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    navigate('/login', { replace: true });
    clearSession();
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate, navigate]);
};
