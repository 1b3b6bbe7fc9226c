import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startLocalSystem, freePort } from '../../scripts/local/system';
import { WEB_DIST } from '../../scripts/local/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eEnv: Record<string, string>;
  }
}

/**
 * The end-to-end suite drives real Chromium against a whole local system: the built web app
 * (`npm run build:web` first), the gateway, DynamoDB Local, cognito-local, seed data.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(`${WEB_DIST}/index.html`)) throw new Error('web/dist manca: esegui prima npm run build:web');
  const system = await startLocalSystem({ port: await freePort(), dataDir: null, schedules: false });
  project.provide('e2eBaseUrl', system.baseUrl);
  project.provide('e2eEnv', system.env);
  process.env.E2E_BASE_URL = system.baseUrl;
  return () => system.stop();
}
