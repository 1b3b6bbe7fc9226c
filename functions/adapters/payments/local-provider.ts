import type { PaymentProvider, WebhookEvent } from './provider';
import { verifyStripeSignature } from './stripe-provider';

/**
 * The local test provider (D8): a thin HTTP client of the fake under scripts/local/payments,
 * served by the local gateway at /_local/payments. Every method of the port is one POST
 * `/_local/payments/api/<method>` with the arguments as JSON; the fake answers the same
 * normalised shapes the Stripe adapter builds. Webhooks from the fake are signed with the local
 * secret and checked by Stripe's own code, exactly as in cloud mode.
 */
export const createLocalProvider = (baseUrl: string, webhookSecret: string): PaymentProvider => {
  const call = async <T>(method: string, args: unknown[]): Promise<T> => {
    const res = await fetch(`${baseUrl.replace(/\/+$/, '')}/api/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    const body = (await res.json().catch(() => null)) as { result?: T; error?: string } | null;
    if (!res.ok) throw new Error(`local payments ${method}: ${body?.error ?? res.status}`);
    return body?.result as T;
  };
  const methods = [
    'createCustomer', 'createSubscriptionCheckout', 'getCheckoutSession', 'getSubscription', 'cancelAtPeriodEnd',
    'getInvoice', 'createSetupCheckout', 'getSetupIntentCard', 'getCard', 'detachCard', 'setDefaultCard',
    'chargeOffSession', 'createPaymentCheckout', 'getPaymentIntent', 'refund',
  ] as const;
  const provider = Object.fromEntries(methods.map((m) => [m, (...args: unknown[]) => call(m, args)])) as unknown as PaymentProvider;
  return Object.assign(provider, {
    name: 'local' as const,
    verifyWebhook: async (rawBody: string, signature: string | undefined): Promise<WebhookEvent> =>
      verifyStripeSignature(rawBody, signature, webhookSecret),
  });
};
