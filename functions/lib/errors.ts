import { MSG } from '../core/messages';

/**
 * Typed errors (ARCHITECTURE §5.1). Handlers throw; the middy stack maps them once to
 * `{ "error": { "code", "message" } }`. 4xx expose their Italian message, 5xx a generic one.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly expose = statusCode < 500,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string = MSG.invalidRequest, code = 'BAD_REQUEST') =>
  new AppError(400, code, message);
export const unauthorized = (message: string = MSG.sessionInvalid) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string = MSG.accessDenied) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const tooMany = (message: string = MSG.tooManyAttempts, retryAfterSeconds?: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, true,
    retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});
export const internal = (cause?: unknown) => {
  const e = new AppError(500, 'INTERNAL', MSG.genericError, false);
  if (cause) (e as { cause?: unknown }).cause = cause;
  return e;
};

export const isConditionFailure = (e: unknown): boolean => {
  const name = (e as { name?: string })?.name ?? '';
  const cause = (e as { cause?: { name?: string } })?.cause?.name ?? '';
  return [name, cause].some((n) => n === 'ConditionalCheckFailedException' || n === 'TransactionCanceledException');
};
