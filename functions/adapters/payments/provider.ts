import type { PaidTier } from '../../core/plans';
import type { SubscriptionStatus } from '../../core/payments';

/**
 * The payment provider port (D7, D8). Two implementations: real Stripe (`stripe-provider.ts`)
 * and the local test provider (`local-provider.ts`, a client of the fake under
 * scripts/local/payments). The domain only sees these normalised shapes; webhook events are
 * Stripe-shaped in both, and the handler re-reads the objects it acts on through this port, so
 * an event's payload is never trusted for state, only for "what changed".
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** From the price's lookup key (functions/core/payments.ts); null for a price we do not sell. */
  tier: PaidTier | null;
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** Epoch seconds. */
  created: number;
  /** The card that pays it, to keep as a saved card. */
  defaultPaymentMethodId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  status: string;
  amountPaidCents: number;
  currency: string;
  /** The tier of the invoice's price (lookup key), null if none of ours. */
  tier: PaidTier | null;
  created: number;
}

export interface ProviderCard {
  paymentMethodId: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderPaymentIntent {
  id: string;
  customerId: string | null;
  status: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'requires_confirmation' | 'canceled' | string;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  paymentMethodId: string | null;
  failureMessage: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  mode: 'subscription' | 'setup' | 'payment';
  status: 'open' | 'complete' | 'expired';
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  setupIntentId: string | null;
  metadata: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'requires_action'; paymentIntentId: string | null }
  | { status: 'failed'; paymentIntentId: string | null; message: string };

/** A verified webhook event, Stripe-shaped (id, type, created, data.object). */
export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, any> };
}

export interface Redirect {
  id: string;
  url: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string>;
  createSubscriptionCheckout(input: {
    customerId: string; userId: string; tier: PaidTier; successUrl: string; cancelUrl: string; idempotencyKey: string;
  }): Promise<Redirect>;
  getCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  getSubscription(id: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  getInvoice(id: string): Promise<ProviderInvoice>;
  createSetupCheckout(input: { customerId: string; userId: string; successUrl: string; cancelUrl: string }): Promise<Redirect>;
  /** The card a SetupIntent saved. */
  getSetupIntentCard(setupIntentId: string): Promise<ProviderCard | null>;
  getCard(paymentMethodId: string): Promise<ProviderCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  setDefaultCard(customerId: string, paymentMethodId: string): Promise<void>;
  /** Charges a saved card with the customer away (BUZZ, BUZZ MAPPA); idempotent by key. */
  chargeOffSession(input: {
    customerId: string; paymentMethodId: string; amountCents: number; currency: string; description: string;
    metadata: Record<string, string>; idempotencyKey: string;
  }): Promise<ChargeResult>;
  /** A payment page for one amount; the card is saved for next time. */
  createPaymentCheckout(input: {
    customerId: string; amountCents: number; currency: string; description: string; metadata: Record<string, string>;
    successUrl: string; cancelUrl: string; idempotencyKey: string;
  }): Promise<Redirect>;
  getPaymentIntent(id: string): Promise<ProviderPaymentIntent>;
  refund(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Throws when the signature is missing, wrong or outside the tolerance. */
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent>;
}
