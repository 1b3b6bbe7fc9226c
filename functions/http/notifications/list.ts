import type { ListNotificationsQuery } from '../../core/api/notifications';
import { httpRoute } from '../../lib/http';
import { listInbox } from '../../domain/notifications/inbox';

export const handler = httpRoute<unknown, ListNotificationsQuery>('listNotifications', ({ auth, query }) => listInbox(auth.userId, query));
