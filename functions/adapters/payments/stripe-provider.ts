import Stripe from 'stripe';
import { PAID_TIERS, type PaidTier } from '../../core/plans';
import { priceLookupKey, tierOfLookupKey, type SubscriptionStatus } from '../../core/payments';
import type {
  ChargeResult, PaymentProvider, ProviderCard, ProviderCheckoutSession, ProviderInvoice, ProviderPaymentIntent,
  ProviderSubscription, Redirect, WebhookEvent,
} from './provider';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, declineMessage } from './common';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  ref == null ? null : typeof ref === 'string' ? ref : ref.id;

/**
 * Real Stripe (D6, D7). Checkout in subscription, setup and payment mode gives hosted pages, so no
 * card data touches our servers and no Stripe.js is needed in our bundle. Prices are found by
 * lookup key (`traccia_<tier>_monthly`), so the catalogue in functions/core stays the one source of
 * names and amounts and ops only creates the prices.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly prices = new Map<PaidTier, string>();

  constructor(secretKey: string, private readonly webhookSecret: string | null) {
    this.stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8000 });
  }

  private async priceId(tier: PaidTier): Promise<string> {
    const known = this.prices.get(tier);
    if (known) return known;
    const list = await this.stripe.prices.list({ lookup_keys: PAID_TIERS.map(priceLookupKey), active: true, limit: 10 });
    for (const p of list.data) {
      const t = tierOfLookupKey(p.lookup_key);
      if (t) this.prices.set(t, p.id);
    }
    const id = this.prices.get(tier);
    if (!id) throw new Error(`Stripe: no active price with lookup key ${priceLookupKey(tier)}`);
    return id;
  }

  async createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string> {
    const c = await this.stripe.customers.create(
      { email: input.email, name: input.name, metadata: { userId: input.userId } },
      { idempotencyKey: input.idempotencyKey },
    );
    return c.id;
  }

  async createSubscriptionCheckout(input: {
    customerId: string; userId: string; tier: PaidTier; successUrl: string; cancelUrl: string; idempotencyKey: string;
  }): Promise<Redirect> {
    const metadata = { userId: input.userId, tier: input.tier };
    const s = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        line_items: [{ price: await this.priceId(input.tier), quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        subscription_data: { metadata },
        locale: 'it',
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: s.id, url: s.url! };
  }

  async getCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    const s = await this.stripe.checkout.sessions.retrieve(id);
    return {
      id: s.id,
      mode: s.mode as ProviderCheckoutSession['mode'],
      status: (s.status ?? 'open') as ProviderCheckoutSession['status'],
      customerId: idOf(s.customer),
      subscriptionId: idOf(s.subscription),
      paymentIntentId: idOf(s.payment_intent),
      setupIntentId: idOf(s.setup_intent),
      metadata: (s.metadata ?? {}) as Record<string, string>,
    };
  }

  private toSubscription(s: Stripe.Subscription): ProviderSubscription {
    const item = s.items.data[0];
    return {
      id: s.id,
      customerId: idOf(s.customer)!,
      tier: tierOfLookupKey(item?.price.lookup_key),
      status: s.status as SubscriptionStatus,
      // Since API 2025-03-31 the period lives on the subscription item.
      currentPeriodStart: iso(item?.current_period_start ?? s.start_date),
      currentPeriodEnd: iso(item?.current_period_end ?? s.start_date),
      cancelAtPeriodEnd: s.cancel_at_period_end || Boolean(s.cancel_at),
      created: s.created,
      defaultPaymentMethodId: idOf(s.default_payment_method),
      metadata: (s.metadata ?? {}) as Record<string, string>,
    };
  }

  async getSubscription(id: string): Promise<ProviderSubscription> {
    return this.toSubscription(await this.stripe.subscriptions.retrieve(id));
  }

  async cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription> {
    return this.toSubscription(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }));
  }

  async getInvoice(id: string): Promise<ProviderInvoice> {
    const inv = await this.stripe.invoices.retrieve(id);
    const priceRef = inv.lines.data[0]?.pricing?.price_details?.price;
    let lookupKey: string | null = null;
    if (priceRef) lookupKey = typeof priceRef === 'string' ? (await this.stripe.prices.retrieve(priceRef)).lookup_key : priceRef.lookup_key;
    return {
      id: inv.id!,
      customerId: idOf(inv.customer)!,
      subscriptionId: idOf(inv.parent?.subscription_details?.subscription ?? null),
      status: inv.status ?? 'draft',
      amountPaidCents: inv.amount_paid,
      currency: inv.currency,
      tier: tierOfLookupKey(lookupKey),
      created: inv.created,
    };
  }

  async createSetupCheckout(input: { customerId: string; userId: string; successUrl: string; cancelUrl: string }): Promise<Redirect> {
    const s = await this.stripe.checkout.sessions.create({
      mode: 'setup',
      customer: input.customerId,
      allowed_payment_method_types: ['card'],
      currency: 'eur',
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: { userId: input.userId },
      setup_intent_data: { metadata: { userId: input.userId } },
      locale: 'it',
    });
    return { id: s.id, url: s.url! };
  }

  private toCard(pm: Stripe.PaymentMethod): ProviderCard {
    return {
      paymentMethodId: pm.id,
      customerId: idOf(pm.customer as string | Stripe.Customer | null),
      brand: pm.card?.brand ?? 'card',
      last4: pm.card?.last4 ?? '0000',
      expMonth: pm.card?.exp_month ?? 1,
      expYear: pm.card?.exp_year ?? 1970,
    };
  }

  async getSetupIntentCard(setupIntentId: string): Promise<ProviderCard | null> {
    const si = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    if (si.status !== 'succeeded' || !si.payment_method || typeof si.payment_method === 'string') return null;
    return this.toCard(si.payment_method);
  }

  async getCard(paymentMethodId: string): Promise<ProviderCard> {
    return this.toCard(await this.stripe.paymentMethods.retrieve(paymentMethodId));
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodId);
  }

  async setDefaultCard(customerId: string, paymentMethodId: string): Promise<void> {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
  }

  async chargeOffSession(input: {
    customerId: string; paymentMethodId: string; amountCents: number; currency: string; description: string;
    metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<ChargeResult> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents, currency: input.currency, customer: input.customerId,
          payment_method: input.paymentMethodId, off_session: true, confirm: true,
          description: input.description, metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (pi.status === 'succeeded') return { status: 'succeeded', paymentIntentId: pi.id };
      if (pi.status === 'requires_action') return { status: 'requires_action', paymentIntentId: pi.id };
      return { status: 'failed', paymentIntentId: pi.id, message: declineMessage(pi.last_payment_error?.code ?? null) };
    } catch (e) {
      if (e instanceof Stripe.errors.StripeCardError) {
        const piId = (e.raw as { payment_intent?: { id?: string } })?.payment_intent?.id ?? null;
        if (e.code === 'authentication_required') return { status: 'requires_action', paymentIntentId: piId };
        return { status: 'failed', paymentIntentId: piId, message: declineMessage(e.decline_code ?? e.code ?? null) };
      }
      throw e;
    }
  }

  async createPaymentCheckout(input: {
    customerId: string; amountCents: number; currency: string; description: string; metadata: Record<string, string>;
    successUrl: string; cancelUrl: string; idempotencyKey: string;
  }): Promise<Redirect> {
    const s = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer: input.customerId,
        line_items: [{ quantity: 1, price_data: { currency: input.currency, unit_amount: input.amountCents, product_data: { name: input.description } } }],
        payment_intent_data: { metadata: input.metadata, description: input.description, setup_future_usage: 'off_session' },
        metadata: input.metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: 'it',
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { id: s.id, url: s.url! };
  }

  async getPaymentIntent(id: string): Promise<ProviderPaymentIntent> {
    const pi = await this.stripe.paymentIntents.retrieve(id);
    return {
      id: pi.id,
      customerId: idOf(pi.customer as string | null),
      status: pi.status,
      amountCents: pi.amount,
      currency: pi.currency,
      metadata: (pi.metadata ?? {}) as Record<string, string>,
      paymentMethodId: idOf(pi.payment_method as string | null),
      failureMessage: pi.last_payment_error ? declineMessage(pi.last_payment_error.code ?? null) : null,
    };
  }

  async refund(paymentIntentId: string, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
  }

  async verifyWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent> {
    return verifyStripeSignature(rawBody, signature, this.webhookSecret);
  }
}

/** Stripe's own check, in both modes: HMAC of the raw body, timestamp within 300 s. */
export const verifyStripeSignature = (rawBody: string, signature: string | undefined, secret: string | null): WebhookEvent => {
  if (!secret) throw new Error('webhook secret not configured');
  if (!signature) throw new WebhookSignatureError('missing signature');
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as WebhookEvent;
  } catch (e) {
    throw new WebhookSignatureError((e as Error).message);
  }
};
