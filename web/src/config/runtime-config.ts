import type { RuntimeConfig } from '../../../functions/core/api/system';

/**
 * Public runtime configuration, fetched once from /config.json (served by the local gateway, or
 * by S3 in the cloud) so the same build runs on every stage. It holds ids and URLs, no secrets.
 * It is checked with the zod schema of functions/core, which is loaded alongside it rather than
 * in the entry chunk (ARCHITECTURE §6 budget).
 */
let pending: Promise<RuntimeConfig> | null = null;

export const loadRuntimeConfig = (): Promise<RuntimeConfig> => {
  pending ??= Promise.all([
    fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' }),
    import('../lib/schemas'),
  ])
    .then(async ([res, { RuntimeConfigSchema }]) => {
      if (!res.ok) throw new Error(`config.json: HTTP ${res.status}`);
      return RuntimeConfigSchema.parse(await res.json());
    })
    .catch((err: unknown) => {
      pending = null; // let a later call try again
      throw err;
    });
  return pending;
};

/** Tests and tools can inject a configuration instead of fetching it. */
export const setRuntimeConfig = (config: RuntimeConfig | null): void => {
  pending = config ? Promise.resolve(config) : null;
};

/**
 * The origin requests are made against. API paths are the route table's own (`/api/me`), so an
 * apiUrl given either as the origin ("http://localhost:3000", the API Gateway URL) or with the
 * /api prefix ("/api") leads to the same URL.
 */
export const apiBase = (config: RuntimeConfig): string => config.apiUrl.replace(/\/+$/, '').replace(/\/api$/, '');
