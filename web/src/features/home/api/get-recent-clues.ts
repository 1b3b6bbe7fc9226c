import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClueListSchema } from '../../../../../functions/core/api/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';

export type ClueList = z.infer<typeof ClueListSchema>;
export type OwnedClue = ClueList['items'][number];

/** Mission history shows the last 10 clues (spec 02 §2, §9). */
export const HISTORY_LIMIT = 10;

const loadSchema = () => import('../../../lib/schemas').then((m) => m.ClueListSchema);

/** GET /api/clues?limit=N: the player's clues, newest first. */
export const getRecentClues = (limit: number, signal?: AbortSignal): Promise<ClueList> =>
  apiRequest(`/api/clues?limit=${limit}`, { schema: loadSchema, signal });

export const useRecentClues = (limit = HISTORY_LIMIT) =>
  useQuery({ queryKey: gameplayKeys.clues(limit), queryFn: ({ signal }) => getRecentClues(limit, signal) });
