import middy from '@middy/core';
import { missionState } from '../core/mission-rules';
import { missionEntity } from '../db/entities/mission';
import { getActiveMission, clearMissionCache } from '../db/repos/missions';
import { isConditionFailure } from '../lib/errors';
import { logger } from '../lib/logger';
import { defaultPlayers, missionNotices, type NoticesResult, type PlayerSource } from '../domain/notifications/countdown';

export interface CountdownResult {
  missionId: string | null;
  state: 'ATTIVA' | 'SCADUTA' | null;
  closed: boolean;
  notices?: NoticesResult;
}

/**
 * The mission countdown (hourly, see the schedule table): it closes the mission at its end, once
 * (a conditional update from active to completed), and sends the countdown's notices (each
 * tier's access start with an e-mail, "ends in N days", "mission ended"), each once per player.
 * Weekly releases are added by the gameplay issue.
 */
export const runCountdown = async (now = new Date(), players: PlayerSource = defaultPlayers): Promise<CountdownResult> => {
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
  const notices = await missionNotices(mission, { now, players });
  logger.info('mission countdown', { missionId: mission.missionId, state, closed });
  return { missionId: mission.missionId, state, closed, notices };
};

export const handler = middy().handler(() => runCountdown());
