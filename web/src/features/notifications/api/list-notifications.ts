import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../../functions/core/api/notifications';
import type { PageFilter } from '../../../../../functions/core/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';
import { swallow } from './swallow';

const schema = () => import('./schemas').then((m) => m.NotificationPageSchema);

/** GET /api/notifications: newest first, not deleted, paged by cursor. */
export const listNotifications = (filter: PageFilter, cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> => {
  const q = new URLSearchParams({ filter, limit: '20' });
  if (cursor) q.set('cursor', cursor);
  return apiRequest(`/api/notifications?${q.toString()}`, { schema, signal });
};

export const useNotifications = (filter: PageFilter, enabled = true) =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ pageParam, signal }) => swallow(listNotifications(filter, pageParam, signal)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Fresh data arrives over the WebSocket (or the 60 s fallback poll), never by interval here.
    staleTime: Infinity,
    enabled,
  });
