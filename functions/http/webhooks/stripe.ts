import { httpRoute } from '../../lib/http';
import { handleStripeWebhook } from '../../domain/payments/webhooks';
import '../../domain/payments/registered-purposes';

/** POST /webhooks/stripe: the raw body as sent (the signature covers its exact bytes). */
export const handler = httpRoute('stripeWebhook', async ({ event, headers }) => {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  await handleStripeWebhook(raw, headers['stripe-signature']);
  return { received: true as const };
});
