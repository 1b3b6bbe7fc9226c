import { useSyncExternalStore } from 'react';

/** Whether a Cognito session exists. Set at start-up, after sign-in and after sign-out. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

let status: AuthStatus = 'loading';
const listeners = new Set<() => void>();

export const getAuthStatus = (): AuthStatus => status;

export const setAuthStatus = (next: AuthStatus): void => {
  if (next === status) return;
  status = next;
  for (const l of listeners) l();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useAuthStatus = (): AuthStatus => useSyncExternalStore(subscribe, getAuthStatus, getAuthStatus);

/**
 * A cheap hint, read synchronously before Amplify loads: Amplify keeps the last signed-in user
 * under `CognitoIdentityServiceProvider.<clientId>.LastAuthUser`. Only used to choose between
 * painting the landing page at once or showing "Caricamento..." for a probably signed-in user;
 * the real answer always comes from Amplify.
 */
export const hasStoredSessionHint = (): boolean => {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // storage blocked (private mode): no hint
  }
  return false;
};
