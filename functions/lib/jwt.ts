import { createRemoteJWKSet, jwtVerify, createLocalJWKSet, type JWTPayload, type JSONWebKeySet } from 'jose';

/**
 * Verifies a Cognito access token: RS256 only (alg none and HS* are refused), the expected issuer
 * (a deployed stage knows only its own pool, so cognito-local tokens are refused there), the app
 * client, and token_use = access (an ID token is not an access token).
 */
export interface VerifierOptions {
  issuer: string;
  clientId: string;
  jwksUrl?: string;
  jwks?: JSONWebKeySet;
}

export interface AccessClaims extends JWTPayload {
  sub: string;
  token_use: 'access';
  client_id: string;
  'cognito:groups'?: string[];
  username?: string;
}

export const createAccessTokenVerifier = (opts: VerifierOptions) => {
  const keys = opts.jwks
    ? createLocalJWKSet(opts.jwks)
    : createRemoteJWKSet(new URL(opts.jwksUrl ?? `${opts.issuer}/.well-known/jwks.json`));
  return async (token: string): Promise<AccessClaims> => {
    const { payload } = await jwtVerify(token, keys, { issuer: opts.issuer, algorithms: ['RS256'] });
    if (payload.token_use !== 'access') throw new Error('not an access token');
    if (payload.client_id !== opts.clientId) throw new Error('wrong client');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    return payload as AccessClaims;
  };
};
