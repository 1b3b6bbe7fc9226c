import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ArchiveSchema } from '../../../../../functions/core/api/gameplay';
import type { Tier } from '../../../../../functions/core/plans';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';

export type Archive = z.infer<typeof ArchiveSchema>;
export type ArchiveClue = Archive['items'][number];
export interface ArchiveFilter {
  week?: number;
  tier?: Tier;
}

const loadSchema = () => import('../../../lib/schemas').then((m) => m.ArchiveSchema);

/** GET /api/clues/archive?week=&tier=: the tier's clues of the weeks so far; text only when held. */
export const getArchive = (filter: ArchiveFilter, signal?: AbortSignal): Promise<Archive> => {
  const query = new URLSearchParams();
  if (filter.week) query.set('week', String(filter.week));
  if (filter.tier) query.set('tier', filter.tier);
  const qs = query.toString();
  return apiRequest(`/api/clues/archive${qs ? `?${qs}` : ''}`, { schema: loadSchema, signal });
};

export const useArchive = (filter: ArchiveFilter) =>
  useQuery({
    queryKey: gameplayKeys.archive({ ...filter }),
    queryFn: ({ signal }) => getArchive(filter, signal),
    // Changing a filter keeps the cards on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });
