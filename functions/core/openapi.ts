import { toJSONSchema, type ZodType } from 'zod';
import { APP_VERSION, PRODUCT } from './brand';
import { ErrorBodySchema } from './api/common';
import { ROUTES, type RouteDef } from './routes';

const schema = (s: ZodType) => toJSONSchema(s, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' });
const inputSchema = (s: ZodType) => toJSONSchema(s, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const operation = (r: RouteDef) => {
  const responses: Record<string, unknown> = {
    200: { description: 'OK', content: { 'application/json': { schema: schema(r.response) } } },
    500: errorResponse('Errore interno (messaggio generico)'),
  };
  if (r.body || r.query || r.idempotent) responses[400] = errorResponse('Richiesta non valida');
  if (r.access !== 'public') responses[401] = errorResponse('Token mancante o non valido');
  if (r.access === 'admin' || r.access === 'developer') responses[403] = errorResponse('Gruppo richiesto mancante');
  const parameters: unknown[] = [];
  if (r.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 8, maxLength: 128 } });
  for (const m of r.path.matchAll(/\{(\w+)\}/g)) parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
  if (r.query) {
    const q = inputSchema(r.query) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, s] of Object.entries(q.properties ?? {})) {
      parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema: s });
    }
  }
  return {
    operationId: r.id,
    summary: r.summary,
    tags: [r.tag],
    'x-access': r.access,
    ...(r.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(r.body) } } } } : {}),
    responses,
  };
};

/** OpenAPI 3.1, generated from the route table and the same zod schemas the handlers use. */
export const buildOpenApi = (routes: readonly RouteDef[] = ROUTES) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) (paths[r.path] ??= {})[r.method.toLowerCase()] = operation(r);
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT} API`, version: APP_VERSION },
    servers: [{ url: '/' }],
    security: [{ cognito: [] }],
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito access token' } },
      schemas: { Error: schema(ErrorBodySchema) },
    },
    paths,
  };
};
