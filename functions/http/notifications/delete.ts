import { httpRoute } from '../../lib/http';
import { deleteOne } from '../../domain/notifications/inbox';

export const handler = httpRoute('deleteNotification', ({ auth, event }) => deleteOne(auth.userId, event.pathParameters?.id ?? ''));
