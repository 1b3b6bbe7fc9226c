import { loadAuth } from './amplify';
import { setAuthStatus } from './auth-store';
import { COGNITO_ERRORS, MSG } from '../i18n/it';

/**
 * Every Cognito call of the app, behind plain functions so screens never touch Amplify and tests
 * can replace this one module. Locally cognito-local only supports USER_PASSWORD_AUTH, and it is
 * accepted by the cloud user-pool client too, so it is always used.
 */

const errorName = (err: unknown): string =>
  err && typeof err === 'object' && 'name' in err && typeof err.name === 'string' ? err.name : '';

/** Italian text for a Cognito error, or `fallback` when the error is not a known one. */
export const authErrorMessage = (err: unknown, fallback: string): string =>
  COGNITO_ERRORS[errorName(err)] ?? fallback;

const THROTTLED = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/**
 * A refused sign-in. Cognito names a wrong password differently (NotAuthorizedException in the
 * cloud, InvalidPasswordException in cognito-local) and a user who does not exist must not be
 * told apart: all of them read "Credenziali non valide", except throttling.
 */
export const loginErrorMessage = (err: unknown): string =>
  THROTTLED.has(errorName(err)) ? MSG.tooManyAttempts : MSG.invalidCredentials;

/** True for failures of the network or of loading the app, not for a refused credential. */
export const isSystemError = (err: unknown): boolean => {
  const name = errorName(err);
  return ['AppLoadError', 'NetworkError', 'TypeError', 'SyntaxError'].includes(name);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Spec 01 §5: the session is read up to 3 times, 1 s apart; then loading ends with no session. */
export const checkSession = async (attempts = 3, delayMs = 1000): Promise<boolean> => {
  for (let i = 1; i <= attempts; i++) {
    try {
      const { fetchAuthSession } = await loadAuth();
      const session = await fetchAuthSession();
      return Boolean(session.tokens?.accessToken);
    } catch (err) {
      // An expired refresh token will not get better by retrying.
      if (errorName(err) === 'NotAuthorizedException' || i === attempts) return false;
      await sleep(delayMs);
    }
  }
  return false;
};

/** The access token for API calls (Amplify refreshes it when expired), or null without a session. */
export const getAccessToken = async (): Promise<string | null> => {
  try {
    const { fetchAuthSession } = await loadAuth();
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString() ?? null;
  } catch {
    return null;
  }
};

export type SignInResult = 'signed_in' | 'confirm_sign_up';

export const signInWithPassword = async (email: string, password: string): Promise<SignInResult> => {
  const auth = await loadAuth();
  const attempt = () =>
    auth.signIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (err) {
    // A stale session left in storage blocks a new sign-in: drop it and try once more.
    if (errorName(err) !== 'UserAlreadyAuthenticatedException') throw err;
    await auth.signOut().catch(() => undefined);
    result = await attempt();
  }
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirm_sign_up';
  if (!result.isSignedIn) throw Object.assign(new Error('No session created'), { name: 'NoSessionError' });
  setAuthStatus('authenticated');
  return 'signed_in';
};

export const registerAccount = async (input: { name: string; email: string; password: string }) => {
  const { signUp } = await loadAuth();
  const result = await signUp({
    username: input.email,
    password: input.password,
    options: { userAttributes: { email: input.email, name: input.name } },
  });
  return { needsConfirmation: result.nextStep.signUpStep === 'CONFIRM_SIGN_UP' };
};

export const confirmRegistration = async (email: string, code: string): Promise<void> => {
  const { confirmSignUp } = await loadAuth();
  await confirmSignUp({ username: email, confirmationCode: code });
};

export const resendRegistrationCode = async (email: string): Promise<void> => {
  const { resendSignUpCode } = await loadAuth();
  await resendSignUpCode({ username: email });
};

export const requestPasswordReset = async (email: string): Promise<void> => {
  const { resetPassword } = await loadAuth();
  await resetPassword({ username: email });
};

export const confirmPasswordReset = async (email: string, code: string, newPassword: string): Promise<void> => {
  const { confirmResetPassword } = await loadAuth();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
};

/**
 * Local sign-out: Amplify drops its tokens. (Global sign-out is a server concern; cognito-local
 * lacks it.) Never throws: logging out must always work.
 */
export const signOutLocal = async (): Promise<void> => {
  try {
    const { signOut } = await loadAuth();
    await signOut();
  } catch {
    // tokens are cleared with the storage by the caller anyway
  } finally {
    setAuthStatus('unauthenticated');
  }
};
