import { httpRoute } from '../../lib/http';
import { getSubscriptionView } from '../../domain/payments/tier';

export const handler = httpRoute('getSubscription', ({ auth }) => getSubscriptionView(auth.userId));
