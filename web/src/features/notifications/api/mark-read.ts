import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyRead, setUnread } from './cache';

const schema = () => import('./schemas').then((m) => m.MarkReadResultSchema);

/** POST /api/notifications/{id}/read ("Segna come letta", or opening it). */
export const markRead = (id: string) =>
  apiRequest(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST', schema });

export const useMarkRead = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) => applyRead(qc, (n) => n.id === id),
    onSuccess: (r) => setUnread(qc, r.unread),
  });
};
