import { env } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { MSG } from '../../core/messages';
import type { PaymentProvider } from './provider';
import { stripeSecrets } from './secrets';
import { StripeProvider } from './stripe-provider';
import { createLocalProvider } from './local-provider';
import { LOCAL_WEBHOOK_SECRET } from './common';

export type * from './provider';
export { WebhookSignatureError, LOCAL_WEBHOOK_SECRET } from './common';

let override: PaymentProvider | null = null;
let cached: Promise<PaymentProvider> | undefined;

/**
 * Which provider: a Stripe key configured → real Stripe; otherwise the local test provider, and
 * only where STAGE=local; anywhere else payments fail closed with "Sistema di pagamento non
 * disponibile" (503), never with a fake that would hand out plans for free.
 */
export const paymentProvider = (): Promise<PaymentProvider> => {
  if (override) return Promise.resolve(override);
  return (cached ??= (async (): Promise<PaymentProvider> => {
    const e = env();
    const secrets = await stripeSecrets();
    if (secrets.secretKey) return new StripeProvider(secrets.secretKey, secrets.webhookSecret);
    if (e.STAGE === 'local' && e.LOCAL_PAYMENTS_URL) {
      return createLocalProvider(e.LOCAL_PAYMENTS_URL, secrets.webhookSecret ?? LOCAL_WEBHOOK_SECRET);
    }
    throw new AppError(503, 'PAYMENTS_UNAVAILABLE', MSG.paymentUnavailable, true);
  })().catch((err) => {
    cached = undefined;
    throw err;
  }));
};

/** Unit tests plug a fake in; null restores the real choice. */
export const setPaymentProvider = (p: PaymentProvider | null): void => {
  override = p;
  cached = undefined;
};
