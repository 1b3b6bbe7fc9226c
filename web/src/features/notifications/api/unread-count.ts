import { useQuery } from '@tanstack/react-query';
import type { Unread } from '../../../../../functions/core/api/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';
import { swallow } from './swallow';

const schema = () => import('./schemas').then((m) => m.UnreadSchema);

/** GET /api/notifications/unread-count: the badge and the bell dot. */
export const getUnreadCount = (signal?: AbortSignal): Promise<Unread> =>
  apiRequest('/api/notifications/unread-count', { schema, signal });

export const useUnreadCount = () =>
  useQuery({ queryKey: notificationKeys.unread, queryFn: ({ signal }) => swallow(getUnreadCount(signal)), staleTime: Infinity, select: (d) => d.unread });
