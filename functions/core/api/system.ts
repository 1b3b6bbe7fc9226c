import * as z from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    table: z.enum(['ok', 'error']),
    userPool: z.enum(['ok', 'error']),
  }),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** The shape of the OpenAPI document is checked by its own tests, not by a schema here. */
export const OpenApiSchema = z.record(z.string(), z.unknown());

/** Public runtime configuration the web app loads from `/config.json` (no secrets). */
export const RuntimeConfigSchema = z.object({
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  cognitoEndpoint: z.string().nullable(),
  apiUrl: z.string(),
  wsUrl: z.string(),
  stage: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
