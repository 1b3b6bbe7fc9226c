import { activeMissionEntity, missionEntity } from '../entities/mission';
import type { EntityItem } from 'electrodb';

export type MissionItem = EntityItem<ReturnType<typeof missionEntity>>;

const TTL_MS = 30_000;
let cache: { at: number; value: MissionItem | null } | undefined;

/**
 * The current mission: two GetItems (pointer, config), cached for 30 s per Lambda instance
 * because every gated request needs it and it changes only by admin action.
 */
export const getActiveMission = async (now = Date.now()): Promise<MissionItem | null> => {
  if (cache && now - cache.at < TTL_MS) return cache.value;
  const pointer = await activeMissionEntity().get({ app: 'APP' }).go();
  const value = pointer.data
    ? ((await missionEntity().get({ missionId: pointer.data.missionId }).go()).data ?? null)
    : null;
  cache = { at: now, value };
  return value;
};

export const clearMissionCache = (): void => {
  cache = undefined;
};
