import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { toast } from 'sonner';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { useLogout } from '../../lib/use-logout';
import { MSG } from '../../i18n/it';

/** The root of every route: one 401 policy for the whole app, scroll reset on navigation. */
export const RootLayout = () => {
  const logout = useLogout();
  const handling = useRef(false);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      if (handling.current) return;
      handling.current = true;
      toast.error(MSG.sessionInvalid);
      void logout().finally(() => {
        handling.current = false;
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [logout]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
};
