import { httpRoute } from '../../lib/http';
import { readOne } from '../../domain/notifications/inbox';

export const handler = httpRoute('markNotificationRead', ({ auth, event }) => readOne(auth.userId, event.pathParameters?.id ?? ''));
