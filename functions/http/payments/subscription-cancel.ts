import { httpRoute } from '../../lib/http';
import { cancelSubscription } from '../../domain/payments/subscriptions';

export const handler = httpRoute('subscriptionCancel', ({ auth }) => cancelSubscription(auth.userId));
