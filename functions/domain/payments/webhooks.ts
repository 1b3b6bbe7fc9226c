import { stripeEventEntity } from '../../db/entities/billing';
import { MSG } from '../../core/messages';
import { badRequest } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { paymentProvider, WebhookSignatureError, type WebhookEvent } from '../../adapters/payments';
import { userIdOfCustomer } from './customers';
import { saveCard } from './cards';
import { applyInvoice, syncSubscription } from './subscriptions';
import { confirmPayment } from './payments';

const EVENT_TTL_S = 30 * 24 * 3600;

/**
 * POST /webhooks/stripe (D7). The signature is checked on the raw body before anything else (a
 * missing, wrong or stale one is a 400 and writes nothing). Each event is applied by re-reading
 * the object it names from the provider, and every effect is idempotent by construction
 * (conditional writes), so duplicates and any order give the same result. The event id is
 * recorded only after its effects are durable; a failure answers 500 and the provider retries.
 */
export const handleStripeWebhook = async (rawBody: string, signature: string | undefined): Promise<void> => {
  const provider = await paymentProvider();
  let event: WebhookEvent;
  try {
    event = await provider.verifyWebhook(rawBody, signature);
  } catch (e) {
    if (e instanceof WebhookSignatureError) throw badRequest(MSG.webhookSignatureInvalid, 'INVALID_SIGNATURE');
    throw e;
  }
  const seen = await stripeEventEntity().get({ eventId: event.id }).go();
  if (seen.data) return;
  await applyEvent(event);
  const now = new Date();
  await stripeEventEntity()
    .upsert({ eventId: event.id, type: event.type, processedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + EVENT_TTL_S })
    .go();
};

const applyEvent = async (event: WebhookEvent): Promise<void> => {
  const obj = event.data.object;
  const provider = await paymentProvider();
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.expired': {
      const session = await provider.getCheckoutSession(String(obj.id));
      const userId = session.metadata.userId ?? (await userIdOfCustomer(session.customerId));
      if (!userId) return;
      if (session.mode === 'subscription' && session.subscriptionId) return syncSubscription(session.subscriptionId);
      if (session.mode === 'setup' && session.setupIntentId && session.customerId) {
        const card = await provider.getSetupIntentCard(session.setupIntentId);
        if (card) await saveCard(userId, session.customerId, card.paymentMethodId);
        return;
      }
      if (session.mode === 'payment' && session.metadata.paymentId) {
        return confirmPayment(userId, session.metadata.paymentId, session.paymentIntentId ?? undefined);
      }
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(String(obj.id));
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
      return applyInvoice(String(obj.id));
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const meta = (obj.metadata ?? {}) as Record<string, string>;
      if (meta.userId && meta.paymentId) return confirmPayment(meta.userId, meta.paymentId, String(obj.id));
      return;
    }
    default:
      logger.info('webhook event ignored', { type: event.type });
  }
};
