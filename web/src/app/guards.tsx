import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasStoredSessionHint, useAuthStatus } from '../lib/auth-store';
import { LoadingScreen } from '../components/layout/loading-screen';
import { paths } from '../config/paths';
import { MSG } from '../i18n/it';

export interface LandingState {
  landing?: boolean;
}

/**
 * "/" and "/login": a signed-in user goes to /home. While the session is still being read the
 * page paints at once, unless a stored session makes a redirect likely ("Caricamento...").
 */
export const RedirectIfAuthenticated = () => {
  const status = useAuthStatus();
  const location = useLocation();
  // The gate's "Torna alla homepage" asks for the landing itself, not a loop back to the gate.
  const wantsLanding = location.pathname === paths.landing && (location.state as LandingState | null)?.landing === true;
  if (status === 'authenticated' && !wantsLanding) return <Navigate to={paths.home} replace />;
  if (status === 'loading' && hasStoredSessionHint()) return <LoadingScreen />;
  return <Outlet />;
};

/** Pages for signed-in users that sit outside the access gate (/choose-plan). */
export const RequireAuth = () => {
  const status = useAuthStatus();
  const location = useLocation();
  if (status === 'loading') return <LoadingScreen label={MSG.checkingAccess} />;
  if (status === 'unauthenticated') return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
};
