import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { ZodError, type ZodType } from 'zod';
import { MSG } from '../core/messages';
import { routeById, type RouteDef, type RouteId } from '../core/routes';
import { auditEntryEntity } from '../db/entities/audit-entry';
import { authFromEvent, type AuthContext } from './auth';
import { AppError, badRequest, forbidden } from './errors';
import { logger } from './logger';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

export interface RequestContext<B, Q> {
  event: Event;
  auth: AuthContext;
  body: B;
  query: Q;
  headers: Record<string, string | undefined>;
  idempotencyKey?: string;
}

/** The Lambda context carries the parsed request from the parser middleware to the handler. */
type CarrierContext = Context & { traccia?: RequestContext<unknown, unknown> };

/** The first zod issue, in Italian when the schema carries a message. */
const zodMessage = (e: ZodError): string => {
  const issue = e.issues[0];
  if (!issue) return MSG.invalidRequest;
  if (issue.code === 'unrecognized_keys') return MSG.invalidRequest;
  return issue.message && !/^(Invalid|Expected|Too)/.test(issue.message) ? issue.message : MSG.invalidRequest;
};

const parseWith = <T>(schema: ZodType | undefined, value: unknown): T => {
  if (!schema) return undefined as T;
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest(zodMessage(r.error), 'VALIDATION');
  return r.data as T;
};

const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}): Result => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  body: JSON.stringify(body),
});

/** Mapped once for every HTTP route: typed errors → status + Italian message; others → 500. */
export const errorMapper = (): MiddlewareObj<Event, Result, Error, CarrierContext> => ({
  onError: async (request) => {
    const err = request.error;
    if (err instanceof AppError) {
      if (err.statusCode >= 500) logger.error('request failed', { code: err.code, error: err.cause ?? err });
      request.response = json(err.statusCode, {
        error: { code: err.code, message: err.expose ? err.message : MSG.genericError },
      }, err.headers);
      return;
    }
    if (err instanceof ZodError) {
      // A response that does not match its own schema is our bug, not the caller's.
      logger.error('response schema mismatch', { issues: err.issues.slice(0, 3) });
    } else {
      logger.error('unhandled error', { error: err as Error });
    }
    request.response = json(500, { error: { code: 'INTERNAL', message: MSG.genericError } });
  },
});

const audit = async (userId: string, route: RouteDef, allowed: boolean, reason?: string) => {
  const at = new Date().toISOString();
  await auditEntryEntity()
    .create({ day: at.slice(0, 10), at, id: ulid(), actorId: userId, action: route.id, allowed, reason })
    .go();
};

/** Parses identity, group, body, query and Idempotency-Key for one route of the table. */
const requestParser = (route: RouteDef): MiddlewareObj<Event, Result, Error, CarrierContext> => ({
  before: async (request) => {
    const event = request.event;
    const headers = event.headers ?? {};
    const auth: AuthContext = route.access === 'public' ? { userId: '', roles: [] } : authFromEvent(event);
    if (route.access === 'admin' || route.access === 'developer') {
      const allowed = auth.roles.includes(route.access);
      // D16: every admin attempt, allowed or not, is written to the audit log.
      await audit(auth.userId, route, allowed, allowed ? undefined : `missing group ${route.access}`);
      if (!allowed) throw forbidden();
    }
    let rawBody: unknown;
    if (route.body) {
      const text = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
      try {
        rawBody = text ? JSON.parse(text) : {};
      } catch {
        throw badRequest(MSG.invalidRequest, 'INVALID_JSON');
      }
    }
    const idempotencyKey = headers['idempotency-key'];
    if (route.idempotent && (!idempotencyKey || idempotencyKey.length < 8 || idempotencyKey.length > 128)) {
      throw badRequest(MSG.idempotencyKeyRequired, 'IDEMPOTENCY_KEY_REQUIRED');
    }
    request.context.traccia = {
      event,
      auth,
      body: parseWith(route.body, rawBody),
      query: parseWith(route.query, event.queryStringParameters ?? {}),
      headers,
      idempotencyKey,
    };
  },
});

/**
 * Builds the Lambda handler of one route: parse → call → validate the response → JSON.
 * The handler body stays short and throws typed errors; nothing is caught there.
 */
export const httpRoute = <B = unknown, Q = unknown>(
  id: RouteId,
  fn: (ctx: RequestContext<B, Q>) => Promise<unknown>,
  opts: { status?: number } = {},
) => {
  const route = routeById(id);
  return middy<Event, Result, Error, CarrierContext>()
    .use(errorMapper())
    .use(requestParser(route))
    .handler(async (_event, context) => {
      const result = await fn(context.traccia as RequestContext<B, Q>);
      return json(opts.status ?? 200, route.response.parse(result));
    });
};
