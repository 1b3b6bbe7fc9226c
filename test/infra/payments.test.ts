import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENV } from '../../functions/lib/env';
import { synthStage, type Cfn } from './helpers';

/** Payments in the stack (issue 3): the Stripe secrets reach only the functions that use them. */
describe('payment functions', () => {
  let template: Template;
  beforeAll(() => {
    template = synthStage('dev').template;
  });
  const fn = (description: string): Cfn => {
    const found = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }));
    expect(found, description).toHaveLength(1);
    return found[0];
  };

  it('give the webhook and checkout functions the SSM parameter names and the site origin, never a secret value', () => {
    for (const d of ['POST /webhooks/stripe', 'POST /api/subscriptions/checkout', 'GET /api/payments/{id}']) {
      const vars = fn(d).Properties.Environment.Variables;
      expect(vars[ENV.STRIPE_SECRET_KEY_PARAM]).toBe('/traccia/dev/stripe-secret-key');
      expect(vars[ENV.STRIPE_WEBHOOK_SECRET_PARAM]).toBe('/traccia/dev/stripe-webhook-secret');
      expect(vars[ENV.APP_URL]).toBeDefined();
      expect(vars[ENV.STRIPE_SECRET_KEY]).toBeUndefined();
      expect(vars[ENV.LOCAL_PAYMENTS_URL]).toBeUndefined();
    }
  });

  it('keep the Stripe parameters away from functions that do not touch money', () => {
    for (const d of ['GET /api/me', 'GET /api/plans', 'GET /api/payments/cards']) {
      const vars = fn(d).Properties.Environment.Variables;
      expect(vars[ENV.STRIPE_SECRET_KEY_PARAM]).toBeUndefined();
    }
  });
});
