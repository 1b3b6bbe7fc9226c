import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuzzResult } from '../../../../../functions/core/api/buzz';
import { apiRequest } from '../../../lib/api-client';
import { refreshProgress } from '../../../lib/gameplay';
import { buzzKeys } from './get-quote';

const loadSchema = () => import('../../../lib/schemas').then((m) => m.BuzzResultSchema);

/**
 * POST /api/buzz. The key is made once per tap: a retry of the same tap (network, double tap)
 * is the same press on the server, charged once.
 */
export const pressBuzz = (idempotencyKey: string): Promise<BuzzResult> =>
  apiRequest('/api/buzz', { method: 'POST', schema: loadSchema, headers: { 'Idempotency-Key': idempotencyKey } });

export const usePressBuzz = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pressBuzz,
    onSuccess: (result) => {
      queryClient.setQueryData(buzzKeys.quote, result.quote);
      void refreshProgress(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: buzzKeys.quote }),
  });
};
