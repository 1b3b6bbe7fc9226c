import type { CheckoutBody } from '../../core/api/payments';
import { httpRoute } from '../../lib/http';
import { loadProfile } from '../../domain/me/me';
import { startSubscriptionCheckout } from '../../domain/payments/subscriptions';

export const handler = httpRoute<CheckoutBody>('subscriptionCheckout', async ({ auth, body }) => {
  const p = await loadProfile(auth.userId);
  return startSubscriptionCheckout({ userId: auth.userId, email: p.email, name: p.fullName }, body.tier, body.from);
});
