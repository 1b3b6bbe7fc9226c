import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UnlockResultSchema } from '../../../../../functions/core/api/gameplay';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys, refreshProgress, type MissionStatus } from '../../../lib/gameplay';
import type { Archive } from './get-archive';

export type UnlockResult = z.infer<typeof UnlockResultSchema>;

const loadSchema = () => import('../../../lib/schemas').then((m) => m.UnlockResultSchema);

/** POST /api/clues/{clueId}/unlock: credits for a clue, one atomic write on the server (D11). */
export const unlockClue = (clueId: string): Promise<UnlockResult> =>
  apiRequest(`/api/clues/${encodeURIComponent(clueId)}/unlock`, { method: 'POST', schema: loadSchema });

export const useUnlockClue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockClue,
    onSuccess: (result) => {
      // Open the card at once with the text the answer carries; then everything re-reads.
      queryClient.setQueriesData<Archive>({ queryKey: gameplayKeys.archiveAll }, (archive) => {
        if (!archive) return archive;
        let opened = 0;
        const items = archive.items.map((c) => {
          if (c.clueId !== result.clue.clueId || !c.locked) return c;
          opened += 1;
          return { ...c, locked: false, text: result.clue.text };
        });
        return { items, summary: { ...archive.summary, unlocked: archive.summary.unlocked + opened } };
      });
      queryClient.setQueryData<MissionStatus>(gameplayKeys.status, (s) => s && { ...s, credits: result.credits });
      void refreshProgress(queryClient);
    },
  });
};
