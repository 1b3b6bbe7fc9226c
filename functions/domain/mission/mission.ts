import { currentWeek, daysRemaining, missionEndsAt, missionState } from '../../core/mission-rules';
import type { Mission } from '../../core/api/gameplay';
import { getActiveMission, type MissionItem } from '../../db/repos/missions';
import { notFound } from '../../lib/errors';

export const NO_MISSION = 'Nessuna missione attiva al momento';

export const requireMission = async (): Promise<MissionItem> => {
  const m = await getActiveMission();
  if (!m) throw notFound(NO_MISSION);
  return m;
};

/** The public part of the mission: the target stays hidden until the end (D15b). */
export const publicMission = (m: MissionItem, now: Date): Mission => {
  const ended = now.getTime() >= missionEndsAt(m).getTime();
  return {
    missionId: m.missionId,
    title: m.title,
    startsAt: m.startsAt,
    endsAt: missionEndsAt(m).toISOString(),
    durationDays: m.durationDays,
    currentWeek: currentWeek(m, now),
    daysRemaining: daysRemaining(m, now),
    state: missionState(m, now),
    totalClues: m.totalClues,
    finalShotFromWeek: m.finalShotFromWeek,
    prize: {
      name: m.prize.name,
      description: m.prize.description,
      images: m.prize.images ?? [],
      city: m.prize.city ?? null,
      country: m.prize.country ?? null,
    },
    commitment: m.commitment,
    reveal: ended ? { lat: m.target.lat, lng: m.target.lng, salt: m.target.salt } : null,
  };
};
