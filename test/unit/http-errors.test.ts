import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient, DescribeUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Context } from 'aws-lambda';
import { resetEnvCache } from '../../functions/lib/env';
import { clearMissionCache } from '../../functions/db/repos/missions';

/**
 * Fault injection: the AWS services fail (aws-sdk-client-mock), and the API answers with its
 * error contract: no stack, no internal message, the Italian generic text.
 */
const ctx = { getRemainingTimeInMillis: () => 5000 } as unknown as Context;
const event = (over: Record<string, unknown> = {}) => ({
  version: '2.0', routeKey: 'GET /api/me', rawPath: '/api/me', rawQueryString: '', headers: {}, isBase64Encoded: false,
  requestContext: {
    http: { method: 'GET', path: '/api/me' },
    authorizer: { jwt: { claims: { sub: 'user-1', token_use: 'access', 'cognito:groups': '[]' }, scopes: null } },
  },
  ...over,
});

describe('HTTP error contract under faults', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  const idp = mockClient(CognitoIdentityProviderClient);
  beforeEach(() => {
    Object.assign(process.env, {
      TABLE_NAME: 'unit', USER_POOL_ID: 'pool', USER_POOL_CLIENT_ID: 'client',
      JWT_ISSUER: 'https://issuer.example', JWKS_URL: 'https://issuer.example/jwks', LOG_LEVEL: 'SILENT',
    });
    resetEnvCache();
    clearMissionCache();
  });
  afterEach(() => {
    ddb.reset();
    idp.reset();
  });

  it('answers 500 with the generic Italian message when DynamoDB fails', async () => {
    ddb.on(GetCommand).rejects(Object.assign(new Error('ProvisionedThroughputExceeded: secret detail'), { name: 'InternalServerError' }));
    const { handler } = await import('../../functions/http/me/get-me');
    const res = await handler(event() as never, ctx);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'INTERNAL', message: 'Si è verificato un errore imprevisto' } });
    expect(res.body).not.toContain('secret');
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
  });

  it('answers 401 when the claims are not an access token', async () => {
    const { handler } = await import('../../functions/http/me/get-me');
    const res = await handler(event({ requestContext: { http: { method: 'GET' }, authorizer: { jwt: { claims: { sub: 'u', token_use: 'id' } } } } }) as never, ctx);
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body!).error.message).toBe("Sessione non valida. Effettua l'accesso nuovamente.");
  });

  it('reports health as degraded, naming the part that failed', async () => {
    ddb.on(GetCommand).rejects(new Error('down'));
    idp.on(DescribeUserPoolCommand).resolves({ UserPool: { Id: 'pool' } });
    const { handler } = await import('../../functions/http/system/health');
    const res = await handler(event({ requestContext: { http: { method: 'GET' } } }) as never, ctx);
    expect(JSON.parse(res.body!)).toMatchObject({ status: 'degraded', checks: { table: 'error', userPool: 'ok' } });
  });
});
