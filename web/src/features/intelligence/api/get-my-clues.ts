import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClueListSchema } from '../../../../../functions/core/api/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';

export type ClueList = z.infer<typeof ClueListSchema>;
/** Every clue of the mission fits: 200 in the pool plus at most 40 weekly ones. */
const ALL = 200;
const loadSchema = () => import('../../../lib/schemas').then((m) => m.ClueListSchema);

/** GET /api/clues?limit=200: the player's clues, newest first (weekly ones included). */
export const useMyClues = () =>
  useQuery({
    queryKey: gameplayKeys.clues(ALL),
    queryFn: ({ signal }): Promise<ClueList> => apiRequest(`/api/clues?limit=${ALL}`, { schema: loadSchema, signal }),
  });
