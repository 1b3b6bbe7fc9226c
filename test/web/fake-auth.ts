import { vi } from 'vitest';
import { setAuthStatus } from '../../web/src/lib/auth-store';

/**
 * Stand-ins for the Cognito calls of web/src/lib/auth (the only module that talks to Amplify).
 * Test files mock that module with these over the real one, so its pure helpers (error
 * messages) keep their real behaviour:
 *   vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real()), ...(await import('./fake-auth')) }));
 */
export const checkSession = vi.fn(async () => false);
export const getAccessToken = vi.fn(async (): Promise<string | null> => 'test-access-token');
export const signInWithPassword = vi.fn(async (_email: string, _password: string) => {
  setAuthStatus('authenticated');
  return 'signed_in' as 'signed_in' | 'confirm_sign_up';
});
export const registerAccount = vi.fn(async (_input: { name: string; email: string; password: string }) => ({
  needsConfirmation: true,
}));
export const confirmRegistration = vi.fn(async (_email: string, _code: string) => undefined);
export const resendRegistrationCode = vi.fn(async (_email: string) => undefined);
export const requestPasswordReset = vi.fn(async (_email: string) => undefined);
export const confirmPasswordReset = vi.fn(async (_email: string, _code: string, _pw: string) => undefined);
export const signOutLocal = vi.fn(async () => {
  setAuthStatus('unauthenticated');
});

export const cognitoError = (errorName: string, message = 'Cognito says no') =>
  Object.assign(new Error(message), { name: errorName });
