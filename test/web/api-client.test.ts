import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, setUnauthorizedHandler } from '../../web/src/lib/api-client';
import { QUERY_DEFAULTS } from '../../web/src/app/query-client';
import { setRuntimeConfig } from '../../web/src/config/runtime-config';
import { apiError, json, stubApi } from './harness';
import * as auth from './fake-auth';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

const schema = async () => z.object({ ok: z.literal(true) });

describe('api client', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setRuntimeConfig({ userPoolId: 'p', userPoolClientId: 'c', cognitoEndpoint: null, apiUrl: 'https://api.example.com/api/', wsUrl: '', stage: 'test' });
  });
  afterEach(() => setUnauthorizedHandler(null));

  it('sends the bearer token and JSON to the route under apiUrl', async () => {
    const { fetchMock } = stubApi(() => json(200, { ok: true }));
    await expect(apiRequest('/api/me/plan', { method: 'POST', body: { plan: 'base' }, schema })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://api.example.com/api/me/plan');
    const headers = init!.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer test-access-token');
    expect(headers['content-type']).toBe('application/json');
    expect(init!.body).toBe('{"plan":"base"}');
  });

  it.each([
    ['/api', '/api/me'],
    ['http://localhost:3000', 'http://localhost:3000/api/me'],
    ['https://abc.execute-api.eu-south-1.amazonaws.com/', 'https://abc.execute-api.eu-south-1.amazonaws.com/api/me'],
  ])('apiUrl %s → %s', async (apiUrl, expected) => {
    setRuntimeConfig({ userPoolId: 'p', userPoolClientId: 'c', cognitoEndpoint: null, apiUrl, wsUrl: '', stage: 'test' });
    const { fetchMock } = stubApi(() => json(200, { ok: true }));
    await apiRequest('/api/me', { schema });
    expect(String(fetchMock.mock.calls[0]![0])).toBe(expected);
  });

  it('turns an error body into an ApiError with the Italian message', async () => {
    stubApi(() => apiError(429, 'too_many', 'Troppi tentativi. Riprova tra qualche secondo.'));
    const err = await apiRequest('/x', { schema }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: 'too_many', message: 'Troppi tentativi. Riprova tra qualche secondo.' });
  });

  it('calls the 401 handler on a 401 and when there is no session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubApi(() => apiError(401, 'unauthorized', 'Utente non autenticato'));
    await expect(apiRequest('/x', { schema })).rejects.toMatchObject({ status: 401 });
    auth.getAccessToken.mockResolvedValueOnce(null);
    await expect(apiRequest('/x', { schema })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('rejects a response that does not match the contract', async () => {
    stubApi(() => json(200, { ok: 'yes' }));
    await expect(apiRequest('/x', { schema })).rejects.toMatchObject({ code: 'invalid_response' });
  });
});

describe('query defaults (spec 01 §9)', () => {
  it('retries twice, never a 4xx, 1 s doubling capped at 30 s, 5-minute cache', () => {
    expect(QUERY_DEFAULTS.retry(0, new ApiError(500, 'x', 'x'))).toBe(true);
    expect(QUERY_DEFAULTS.retry(1, new ApiError(0, 'network_error', 'x'))).toBe(true);
    expect(QUERY_DEFAULTS.retry(2, new ApiError(500, 'x', 'x'))).toBe(false);
    expect(QUERY_DEFAULTS.retry(0, new ApiError(404, 'x', 'x'))).toBe(false);
    expect([0, 1, 2, 5, 10].map(QUERY_DEFAULTS.retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(QUERY_DEFAULTS.staleTime).toBe(300_000);
    expect(QUERY_DEFAULTS.gcTime).toBe(300_000);
    expect(QUERY_DEFAULTS.refetchOnWindowFocus).toBe(false);
  });
});
