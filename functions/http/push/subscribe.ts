import type { PushSubscriptionBody } from '../../core/api/notifications';
import { httpRoute } from '../../lib/http';
import { saveSubscription } from '../../domain/notifications/push';

export const handler = httpRoute<PushSubscriptionBody>('pushSubscribe', ({ auth, body }) => saveSubscription(auth.userId, body));
