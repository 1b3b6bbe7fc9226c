import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChoosePlanBody, Me } from '../../../../../functions/core/api/me';
import { apiRequest } from '../../../lib/api-client';
import { loadMeSchema, meQueryKey } from '../../../lib/me';

/** POST /api/me/plan: only Base until paid checkout arrives; answers the updated Me. */
export const choosePlan = (body: ChoosePlanBody): Promise<Me> =>
  apiRequest('/api/me/plan', { method: 'POST', body, schema: loadMeSchema });

export const useChoosePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePlan,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
};
