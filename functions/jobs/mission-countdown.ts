import middy from '@middy/core';
import { missionState } from '../core/mission-rules';
import { missionEntity } from '../db/entities/mission';
import { getActiveMission, clearMissionCache } from '../db/repos/missions';
import { isConditionFailure } from '../lib/errors';
import { logger } from '../lib/logger';
import { defaultPlayers, missionNotices, type NoticesResult, type PlayerSource } from '../domain/notifications/countdown';
import { releaseWeek } from '../domain/mission/weekly';

export interface CountdownResult {
  missionId: string | null;
  state: 'ATTIVA' | 'SCADUTA' | null;
  closed: boolean;
  notices?: NoticesResult;
  weekly?: { week: number; players: number } | null;
}

/**
 * The mission countdown (hourly, see the schedule table): it closes the mission at its end, once
 * (a conditional update from active to completed), and sends the countdown's notices (each
 * tier's access start with an e-mail, "ends in N days", "mission ended"), each once per player.
 * At each week's start it releases the week's free clues to every player (D14, D15a).
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
  const weekly = await releaseWeek(mission, now, players);
  logger.info('mission countdown', { missionId: mission.missionId, state, closed, weekly });
  return { missionId: mission.missionId, state, closed, notices, weekly };
};

export const handler = middy().handler(() => runCountdown());
