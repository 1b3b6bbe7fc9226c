import { apiRequest } from '../../../lib/api-client';
import type { PushApi } from '../../../lib/push';

const keySchema = () => import('./notification-schemas').then((m) => m.PushPublicKeySchema);
const okSchema = () => import('./notification-schemas').then((m) => m.OkSchema);

/** GET /api/push/public-key and PUT /api/push/subscription. */
export const pushApi: PushApi = {
  publicKey: async () => (await apiRequest('/api/push/public-key', { schema: keySchema })).publicKey,
  save: (subscription) => apiRequest('/api/push/subscription', { method: 'PUT', body: subscription, schema: okSchema }),
};
