import type { PageFilter } from '../../../../../functions/core/notifications';

/** React Query keys of this feature: every list and the unread count live under ['notifications']. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (filter: PageFilter) => ['notifications', 'list', filter] as const,
};
