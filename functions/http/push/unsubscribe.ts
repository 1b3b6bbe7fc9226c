import type { PushUnsubscribeBody } from '../../core/api/notifications';
import { httpRoute } from '../../lib/http';
import { removeSubscription } from '../../domain/notifications/push';

export const handler = httpRoute<PushUnsubscribeBody>('pushUnsubscribe', ({ auth, body }) => removeSubscription(auth.userId, body.endpoint));
