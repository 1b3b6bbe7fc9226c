import type { ZodType } from 'zod';
import { MSG } from '../../../functions/core/messages';
import { apiBase, loadRuntimeConfig } from '../config/runtime-config';
import { getAccessToken } from './auth';

/** An API failure with the server's code and Italian message (`{ error: { code, message } }`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const isClientError = (err: unknown): boolean =>
  err instanceof ApiError && err.status >= 400 && err.status < 500;

let onUnauthorized: (() => void) | null = null;

/** The shell registers what a 401 does (sign out, go to /login); one place for the whole app. */
export const setUnauthorizedHandler = (handler: (() => void) | null): void => {
  onUnauthorized = handler;
};

/**
 * Response schemas come from functions/core and are loaded on first use, so zod stays out of
 * the entry chunk (ARCHITECTURE §6); the first call waits for Amplify anyway.
 */
export type SchemaLoader<T> = () => Promise<ZodType<T>>;

const loadErrorSchema = () => import('./schemas').then((m) => m.ErrorBodySchema);

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: SchemaLoader<T>;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of a money-moving call. */
  headers?: Record<string, string>;
}

/** The one API client: bearer token, JSON in and out, typed errors, responses checked by schema. */
export const apiRequest = async <T>(path: string, { method = 'GET', body, schema, signal, headers: extra }: RequestOptions<T>): Promise<T> => {
  const [config, token] = await Promise.all([loadRuntimeConfig(), getAccessToken()]);
  if (!token) {
    onUnauthorized?.();
    throw new ApiError(401, 'unauthorized', MSG.sessionInvalid);
  }
  const headers: Record<string, string> = { ...extra, accept: 'application/json', authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`${apiBase(config)}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'network_error', MSG.networkLost);
  }

  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) onUnauthorized?.();
    const parsed = (await loadErrorSchema()).safeParse(payload);
    throw parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message)
      : new ApiError(res.status, 'http_error', MSG.genericError);
  }
  const parsed = (await schema()).safeParse(payload);
  if (!parsed.success) throw new ApiError(res.status, 'invalid_response', MSG.genericError);
  return parsed.data;
};
