import { env } from './env';
import { createAccessTokenVerifier, type AccessClaims } from './jwt';

let verify: ((token: string) => Promise<AccessClaims>) | undefined;

/** The verifier of this stage's pool (JWKS cached by jose across invocations). */
export const verifyAccessToken = (token: string): Promise<AccessClaims> => {
  const e = env();
  verify ??= createAccessTokenVerifier({ issuer: e.JWT_ISSUER, clientId: e.USER_POOL_CLIENT_ID, jwksUrl: e.JWKS_URL });
  return verify(token);
};
