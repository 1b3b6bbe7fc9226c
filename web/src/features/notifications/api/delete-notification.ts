import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { removeFromLists, setUnread } from './cache';

const schema = () => import('./schemas').then((m) => m.UnreadSchema);

/** DELETE /api/notifications/{id}: soft delete. */
export const deleteNotification = (id: string) =>
  apiRequest(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE', schema });

export const useDeleteNotification = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onMutate: (id) => removeFromLists(qc, id),
    onSuccess: (r) => setUnread(qc, r.unread),
  });
};
