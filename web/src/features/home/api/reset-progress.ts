import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { gameplayKeys } from '../../../lib/gameplay';
import { meQueryKey } from '../../../lib/me';

const loadSchema = () => import('../../../lib/schemas').then((m) => m.ResetResultSchema);

/** POST /api/dev/reset: deletes the developer's own progress (D23); the server checks the group. */
export const resetProgress = (): Promise<{ deleted: number }> =>
  apiRequest('/api/dev/reset', { method: 'POST', schema: loadSchema });

export const useResetProgress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetProgress,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: gameplayKeys.all }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
};
