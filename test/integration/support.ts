import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import {
  CognitoIdentityProviderClient, SignUpCommand, ConfirmSignUpCommand, InitiateAuthCommand,
  AdminCreateUserCommand, AdminSetUserPasswordCommand, AdminAddUserToGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignJWT, importJWK } from 'jose';

/** Helpers that drive the local system the way a browser and Cognito would. */
export const baseUrl = () => inject('baseUrl');

let client: CognitoIdentityProviderClient | undefined;
export const cognito = () =>
  (client ??= new CognitoIdentityProviderClient({
    endpoint: `${baseUrl()}/_local/cognito`, region: 'eu-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

export const uniqueEmail = (tag = 'agente') => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
export const PASSWORD = 'Agente2026!';

export interface Tokens { accessToken: string; idToken: string; sub: string }

export const login = async (email: string, password = PASSWORD): Promise<Tokens> => {
  const out = await cognito().send(new InitiateAuthCommand({
    AuthFlow: 'USER_PASSWORD_AUTH', ClientId: inject('userPoolClientId'),
    AuthParameters: { USERNAME: email, PASSWORD: password },
  }));
  const accessToken = out.AuthenticationResult!.AccessToken!;
  const sub = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sub as string;
  return { accessToken, idToken: out.AuthenticationResult!.IdToken!, sub };
};

export interface MailJson { to: string; subject: string; text: string; code: string | null; sentAt: string }
export const mailFor = async (email: string): Promise<MailJson[]> =>
  (await fetch(`${baseUrl()}/_local/mail?to=${encodeURIComponent(email)}&format=json`)).json() as Promise<MailJson[]>;

/** The registration journey: sign up, read the e-mailed code, confirm, sign in. */
export const registerPlayer = async (name = 'Agente Test', email = uniqueEmail()): Promise<Tokens & { email: string }> => {
  await cognito().send(new SignUpCommand({
    ClientId: inject('userPoolClientId'), Username: email, Password: PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: name }],
  }));
  const [mail] = await mailFor(email);
  await cognito().send(new ConfirmSignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: mail!.code! }));
  return { ...(await login(email)), email };
};

/** An account made by an operator (admin API), optionally in groups. */
export const createAccount = async (groups: string[] = [], email = uniqueEmail('op')): Promise<Tokens & { email: string }> => {
  const UserPoolId = inject('userPoolId');
  await cognito().send(new AdminCreateUserCommand({
    UserPoolId, Username: email, MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }, { Name: 'name', Value: 'Operatore' }],
  }));
  await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  for (const g of groups) await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: g }));
  return { ...(await login(email)), email };
};

export interface ApiResult<T = any> { status: number; body: T; headers: Headers }
export const api = async <T = any>(
  path: string, opts: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> => {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: opts.method ?? 'GET',
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T, headers: res.headers };
};

const require = createRequire(import.meta.url);
/** Signs a token with cognito-local's (public) signing key, to build forged or stale tokens. */
export const forgeToken = async (claims: Record<string, unknown>, opts: { expiresIn?: string | number; issuer?: string } = {}) => {
  const priv = require('cognito-local/lib/keys/cognitoLocal.private.json');
  const jwk = priv.jwk ?? priv;
  const key = await importJWK(jwk, 'RS256');
  const issuer = opts.issuer ?? `${baseUrl()}/_local/cognito/${inject('userPoolId')}`;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(issuer)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(key);
};
