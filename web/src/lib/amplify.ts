import { loadRuntimeConfig } from '../config/runtime-config';

/**
 * Amplify is loaded on demand, in its own chunk, so the entry stays small and the landing page
 * paints before the auth library arrives. Only the configure call and the auth category are
 * imported (ARCHITECTURE §6).
 */
export type AuthModule = typeof import('aws-amplify/auth');

let pending: Promise<AuthModule> | null = null;

export const loadAuth = (): Promise<AuthModule> => {
  pending ??= (async () => {
    const [config, { Amplify }, auth] = await Promise.all([
      loadRuntimeConfig(),
      import('aws-amplify'),
      import('aws-amplify/auth'),
    ]);
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          // Locally this points at cognito-local; in the cloud it is null (the real endpoint).
          userPoolEndpoint: config.cognitoEndpoint ?? undefined,
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
    return auth;
  })().catch((err: unknown) => {
    pending = null;
    // Not a refused credential: the app could not load its configuration or the auth library.
    throw Object.assign(new Error('Auth unavailable', { cause: err }), { name: 'AppLoadError' });
  });
  return pending;
};
