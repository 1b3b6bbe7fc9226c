import { APP_VERSION } from '../../core/brand';
import { httpRoute } from '../../lib/http';
import { logger } from '../../lib/logger';
import { getActiveMission, clearMissionCache } from '../../db/repos/missions';
import { cognitoUserDirectory } from '../../adapters/user-directory';

const check = async (f: () => Promise<unknown>): Promise<'ok' | 'error'> => {
  try {
    await f();
    return 'ok';
  } catch (e) {
    logger.warn('health check failed', { error: (e as Error).name });
    return 'error';
  }
};

export const handler = httpRoute('health', async () => {
  clearMissionCache();
  const [table, userPool] = await Promise.all([check(() => getActiveMission()), check(() => cognitoUserDirectory.ping())]);
  return { status: table === 'ok' && userPool === 'ok' ? 'ok' : 'degraded', checks: { table, userPool }, version: APP_VERSION };
});
