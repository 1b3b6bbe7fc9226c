import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { checkSession } from '../lib/auth';
import { getAuthStatus, setAuthStatus } from '../lib/auth-store';

/** Reads the stored session once at start (with the spec's retries) and publishes the result. */
const AuthBootstrap = () => {
  useEffect(() => {
    let cancelled = false;
    void checkSession().then((ok) => {
      // A sign-in that finished meanwhile wins over the start-up answer.
      if (!cancelled && getAuthStatus() === 'loading') setAuthStatus(ok ? 'authenticated' : 'unauthenticated');
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return null;
};

export const Providers = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <AuthBootstrap />
    {children}
    {/* Spec 01 §9: top, 4000 ms, 3 visible (width 356 and gap 14 are sonner's defaults). */}
    {/* Below the 72 px header so a toast never hides the back button or the avatar. */}
    <Toaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      theme="dark"
      closeButton
      richColors
      offset={{ top: 'calc(80px + env(safe-area-inset-top, 0px))' }}
      mobileOffset={{ top: 'calc(80px + env(safe-area-inset-top, 0px))' }}
      toastOptions={{ closeButtonAriaLabel: 'Chiudi notifica' }}
    />
  </QueryClientProvider>
);
