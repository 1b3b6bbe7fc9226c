import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { ROLES, type Role } from '../core/api/me';
import { unauthorized } from './errors';

export interface AuthContext {
  userId: string;
  roles: Role[];
}

/**
 * API Gateway's JWT authorizer passes array claims flattened as "[a b]"; accept that form and a
 * real array. Only known groups become roles.
 */
export const parseGroups = (raw: unknown): Role[] => {
  let list: string[] = [];
  if (Array.isArray(raw)) list = raw.map(String);
  else if (typeof raw === 'string') list = raw.replace(/^\[|\]$/g, '').split(/[\s,]+/).filter(Boolean);
  return list.filter((g): g is Role => (ROLES as readonly string[]).includes(g));
};

/**
 * Identity comes only from the verified token's claims (put there by the authorizer). The
 * authorizer accepts any token of the pool for the client; the handler also insists on an
 * access token, so an ID token is refused.
 */
export const authFromEvent = (event: APIGatewayProxyEventV2WithJWTAuthorizer): AuthContext => {
  const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
  const sub = claims.sub;
  if (typeof sub !== 'string' || !sub || claims.token_use !== 'access') throw unauthorized();
  return { userId: sub, roles: parseGroups(claims['cognito:groups']) };
};
