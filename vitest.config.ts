import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * `npm test` runs unit, integration (real handlers through the local gateway against DynamoDB
 * Local and cognito-local), infra (CDK template assertions) and web (jsdom) tests.
 * `npm run test:e2e` runs the Chromium suite against a local system it starts itself.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'integration', include: ['test/integration/**/*.test.ts'], environment: 'node',
          globalSetup: ['test/integration/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], environment: 'node', testTimeout: 120_000, hookTimeout: 180_000 } },
      {
        plugins: [react()],
        test: { name: 'web', include: ['test/web/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['test/web/setup.ts'] },
      },
      {
        test: {
          name: 'e2e', include: ['test/e2e/**/*.e2e.ts'], environment: 'node', globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 90_000, hookTimeout: 120_000, fileParallelism: false,
        },
      },
    ],
  },
});
