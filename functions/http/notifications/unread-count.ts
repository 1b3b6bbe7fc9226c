import { httpRoute } from '../../lib/http';
import { getUnread } from '../../domain/notifications/inbox';

export const handler = httpRoute('unreadNotificationsCount', ({ auth }) => getUnread(auth.userId));
