import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../functions/core/openapi';
import { ROUTES } from '../../functions/core/routes';

describe('OpenAPI document', () => {
  const doc = buildOpenApi();

  it('lists every route of the table once, with its access', () => {
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p)) as { operationId: string; 'x-access': string }[];
    expect(ops.map((o) => o.operationId).sort()).toEqual(ROUTES.map((r) => r.id).sort());
    for (const r of ROUTES) expect((doc.paths[r.path]![r.method.toLowerCase()] as { 'x-access': string })['x-access']).toBe(r.access);
  });

  it('marks public routes as needing no token and documents 401 on the others', () => {
    for (const r of ROUTES) {
      const op = doc.paths[r.path]![r.method.toLowerCase()] as { security?: unknown[]; responses: Record<string, unknown> };
      if (r.access === 'public') expect(op.security).toEqual([]);
      else expect(op.responses['401']).toBeDefined();
    }
  });

  it('describes request bodies from the same zod schemas the handlers use', () => {
    const op = doc.paths['/api/me/profile']!.patch as { requestBody: { content: { 'application/json': { schema: { properties: object; additionalProperties: boolean } } } } };
    const schema = op.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['agentName']);
    expect(schema.additionalProperties).toBe(false);
  });
});
