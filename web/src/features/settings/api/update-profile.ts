import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, UpdateProfileBody } from '../../../../../functions/core/api/me';
import { apiRequest } from '../../../lib/api-client';
import { loadMeSchema, meQueryKey } from '../../../lib/me';

/** PATCH /api/me/profile {agentName}: answers the updated Me. */
export const updateProfile = (body: UpdateProfileBody): Promise<Me> =>
  apiRequest('/api/me/profile', { method: 'PATCH', body, schema: loadMeSchema });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
};
