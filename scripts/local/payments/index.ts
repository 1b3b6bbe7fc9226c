import { ENV } from '../../../functions/lib/env';
import { LOCAL_WEBHOOK_SECRET } from '../../../functions/adapters/payments/common';
import { FakeStripe } from './fake-stripe';
import { paymentRoutes } from './routes';
import { registerTestPurpose } from './test-purpose';

/**
 * Payments in local mode (D8): the built-in test provider, unless STRIPE_SECRET_KEY is set in the
 * shell, in which case the functions talk to real Stripe (test mode) and STRIPE_WEBHOOK_SECRET
 * should be the one `stripe listen` prints (README, "Payments").
 */
export const localPayments = (baseUrl: string, dataDir: string | null) => {
  const realStripe = Boolean(process.env[ENV.STRIPE_SECRET_KEY]);
  const webhookSecret = process.env[ENV.STRIPE_WEBHOOK_SECRET] || LOCAL_WEBHOOK_SECRET;
  const env: Record<string, string> = {
    [ENV.APP_URL]: process.env[ENV.APP_URL] || baseUrl,
    [ENV.STRIPE_WEBHOOK_SECRET]: webhookSecret,
  };
  registerTestPurpose();
  if (realStripe) return { env, routes: {}, fake: null };
  const fake = new FakeStripe({ baseUrl, webhookUrl: `${baseUrl}/webhooks/stripe`, webhookSecret, dataDir });
  env[ENV.LOCAL_PAYMENTS_URL] = `${baseUrl}/_local/payments`;
  return { env, routes: paymentRoutes(fake), fake };
};
