import middy from '@middy/core';
import { missionState } from '../core/mission-rules';
import { missionEntity } from '../db/entities/mission';
import { getActiveMission, clearMissionCache } from '../db/repos/missions';
import { isConditionFailure } from '../lib/errors';
import { logger } from '../lib/logger';

export interface CountdownResult {
  missionId: string | null;
  state: 'ATTIVA' | 'SCADUTA' | null;
  closed: boolean;
}

/**
 * The mission countdown (hourly, see the schedule table). Today it closes the mission at its end,
 * once (a conditional update from active to completed). Weekly releases, access-start and
 * end-of-mission notices are added by the notifications and gameplay issues.
 */
export const runCountdown = async (now = new Date()): Promise<CountdownResult> => {
  clearMissionCache();
  const mission = await getActiveMission(now.getTime());
  if (!mission) return { missionId: null, state: null, closed: false };
  const state = missionState(mission, now);
  let closed = false;
  if (state === 'SCADUTA' && mission.status === 'active') {
    try {
      await missionEntity()
        .patch({ missionId: mission.missionId })
        .set({ status: 'completed', updatedAt: now.toISOString() })
        .where(({ status }, { eq }) => eq(status, 'active'))
        .go();
      closed = true;
      clearMissionCache();
    } catch (e) {
      if (!isConditionFailure(e)) throw e; // another run closed it first
    }
  }
  logger.info('mission countdown', { missionId: mission.missionId, state, closed });
  return { missionId: mission.missionId, state, closed };
};

export const handler = middy().handler(() => runCountdown());
