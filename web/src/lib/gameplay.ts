import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Mission, MissionStatus } from '../../../functions/core/api/gameplay';
import { apiRequest } from './api-client';
import { useAuthStatus } from './auth-store';
import { meQueryKey } from './me';

/**
 * The mission and the player's mission status are read by the home dashboard, the clue archive
 * and the agent-profile popup, so they live here (like GET /api/me) rather than in one feature.
 * Every gameplay query key is written here too: a purchase in one feature refreshes the others
 * through these keys, without a cross-feature import.
 */
export const gameplayKeys = {
  all: ['gameplay'] as const,
  mission: ['gameplay', 'mission'] as const,
  status: ['gameplay', 'status'] as const,
  clues: (limit: number) => ['gameplay', 'clues', limit] as const,
  archiveAll: ['gameplay', 'archive'] as const,
  archive: (filter: { week?: number; tier?: string }) => ['gameplay', 'archive', filter] as const,
  shop: ['gameplay', 'shop'] as const,
  diary: ['gameplay', 'diary'] as const,
};

const loadMissionSchema = () => import('./schemas').then((m) => m.MissionSchema);
const loadStatusSchema = () => import('./schemas').then((m) => m.MissionStatusSchema);

/** GET /api/mission: the public part of the current mission (D2: every mission number). */
export const getMission = (signal?: AbortSignal): Promise<Mission> => apiRequest('/api/mission', { schema: loadMissionSchema, signal });

/** GET /api/mission/status: the player's status, created on the server at the first visit. */
export const getMissionStatus = (signal?: AbortSignal): Promise<MissionStatus> =>
  apiRequest('/api/mission/status', { schema: loadStatusSchema, signal });

export const useMission = () => {
  const status = useAuthStatus();
  return useQuery({ queryKey: gameplayKeys.mission, queryFn: ({ signal }) => getMission(signal), enabled: status === 'authenticated' });
};

/** Spec 02 §4: the mission state is recomputed every 60 s where the dashboard asks for it (`live`). */
export const useMissionStatus = ({ enabled = true, live = false }: { enabled?: boolean; live?: boolean } = {}) => {
  const status = useAuthStatus();
  return useQuery({
    queryKey: gameplayKeys.status,
    queryFn: ({ signal }) => getMissionStatus(signal),
    enabled: enabled && status === 'authenticated',
    refetchInterval: live ? 60_000 : false,
  });
};

/** After credits moved or clues changed hands: status, clue lists, shop, diary and Me read again. */
export const refreshProgress = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: gameplayKeys.status }),
    queryClient.invalidateQueries({ queryKey: ['gameplay', 'clues'] }),
    queryClient.invalidateQueries({ queryKey: gameplayKeys.archiveAll }),
    queryClient.invalidateQueries({ queryKey: gameplayKeys.shop }),
    queryClient.invalidateQueries({ queryKey: gameplayKeys.diary }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);

export type { Mission, MissionStatus };
