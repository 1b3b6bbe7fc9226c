import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyRead, setUnread } from './cache';

const schema = () => import('./schemas').then((m) => m.ReadAllResultSchema);

/** POST /api/notifications/read-all ("Segna tutte come lette"). */
export const markAllRead = () => apiRequest('/api/notifications/read-all', { method: 'POST', schema });

export const useMarkAllRead = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: () => applyRead(qc, () => true),
    onSuccess: (r) => setUnread(qc, r.unread),
  });
};
