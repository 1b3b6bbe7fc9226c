import type { BroadcastBody } from '../../core/api/notifications';
import { httpRoute } from '../../lib/http';
import { startBroadcast } from '../../domain/notifications/push';

/** Admin only: the group check and the audit entry are done by the route's middleware (D16). */
export const handler = httpRoute<BroadcastBody>('broadcastNotification', ({ body }) => startBroadcast(body), { status: 202 });
