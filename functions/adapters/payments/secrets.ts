import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import { env } from '../../lib/env';

export interface StripeSecrets {
  secretKey: string | null;
  webhookSecret: string | null;
}

let cached: Promise<StripeSecrets> | undefined;

/**
 * The Stripe keys. Locally (and with the Stripe CLI) they come from the environment; in a
 * deployed stage the function gets only the SSM parameter names (lib/config.ts) and reads the
 * SecureStrings once per cold start.
 */
export const stripeSecrets = (): Promise<StripeSecrets> =>
  (cached ??= (async () => {
    const e = env();
    let secretKey = e.STRIPE_SECRET_KEY || null;
    let webhookSecret = e.STRIPE_WEBHOOK_SECRET || null;
    const names = [e.STRIPE_SECRET_KEY_PARAM, e.STRIPE_WEBHOOK_SECRET_PARAM].filter((n): n is string => Boolean(n));
    if (names.length && (!secretKey || !webhookSecret)) {
      const out = await new SSMClient({ region: e.AWS_REGION }).send(new GetParametersCommand({ Names: names, WithDecryption: true }));
      const value = (name?: string) => out.Parameters?.find((p) => p.Name === name)?.Value ?? null;
      secretKey ??= value(e.STRIPE_SECRET_KEY_PARAM);
      webhookSecret ??= value(e.STRIPE_WEBHOOK_SECRET_PARAM);
    }
    return { secretKey, webhookSecret };
  })().catch((err) => {
    cached = undefined;
    throw err;
  }));

export const resetStripeSecrets = (): void => {
  cached = undefined;
};
