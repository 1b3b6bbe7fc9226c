import { httpRoute } from '../../lib/http';
import { readAll } from '../../domain/notifications/inbox';

export const handler = httpRoute('markAllNotificationsRead', ({ auth }) => readAll(auth.userId));
