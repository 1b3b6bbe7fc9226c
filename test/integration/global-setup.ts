import type { TestProject } from 'vitest/node';
import { startLocalSystem, freePort } from '../../scripts/local/system';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsUrl: string;
    userPoolId: string;
    userPoolClientId: string;
    localEnv: Record<string, string>;
  }
}

/**
 * One local system for the integration run: in-memory DynamoDB Local, a throw-away cognito-local
 * pool, the gateway on a free port, seed data; timers off (tests run jobs on purpose).
 */
export default async function setup(project: TestProject) {
  const system = await startLocalSystem({ port: await freePort(), dataDir: null, webDist: null, schedules: false });
  project.provide('baseUrl', system.baseUrl);
  project.provide('wsUrl', system.wsUrl);
  project.provide('userPoolId', system.ids.userPoolId);
  project.provide('userPoolClientId', system.ids.userPoolClientId);
  project.provide('localEnv', system.env);
  return () => system.stop();
}
