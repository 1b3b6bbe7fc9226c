import * as z from 'zod';
import { PAID_TIERS, TIERS } from '../plans';
import { SPENDING_CAP_MAX_CENTS } from '../payments';
import { MSG } from '../messages';
import { IsoDate, TierSchema } from './common';

/** Bodies and answers of the payments routes (issue 3). Every amount is set by the server. */

export const PaidTierSchema = z.enum(PAID_TIERS);

export const PlanSchema = z.object({
  tier: z.enum(TIERS),
  name: z.string(),
  monthlyPriceCents: z.number().int().nonnegative(),
  earlyAccessHours: z.number().int().nonnegative(),
  creditsPerPeriod: z.number().int().nonnegative(),
  badges: z.array(z.string()),
  benefits: z.array(z.string()),
});
export const PlansSchema = z.object({ plans: z.array(PlanSchema) });
export type PlansResponse = z.infer<typeof PlansSchema>;

export const SubscriptionViewSchema = z.object({
  /** The tier the server grants now (spec 03 §4): what every screen shows. */
  tier: TierSchema,
  subscription: z
    .object({
      tier: PaidTierSchema,
      status: z.string(),
      currentPeriodStart: IsoDate,
      currentPeriodEnd: IsoDate,
      cancelAtPeriodEnd: z.boolean(),
      live: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;

export const CheckoutBodySchema = z
  .object({ tier: PaidTierSchema, from: z.enum(['choose-plan', 'subscriptions']).default('choose-plan') })
  .strict();
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;
export const RedirectSchema = z.object({ url: z.string().url(), sessionId: z.string() });
export type Redirect = z.infer<typeof RedirectSchema>;

export const CardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  expired: z.boolean(),
  createdAt: IsoDate,
});
export type Card = z.infer<typeof CardSchema>;
export const CardsSchema = z.object({ cards: z.array(CardSchema) });
export type CardsResponse = z.infer<typeof CardsSchema>;
export const AddCardBodySchema = z.object({ from: z.enum(['settings', 'profile']).default('settings') }).strict();
export type AddCardBody = z.infer<typeof AddCardBodySchema>;
export const CardIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const PAYMENT_VIEW_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'refund_pending', 'refunded'] as const;
export const PaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['action', 'subscription']),
  purpose: z.string(),
  description: z.string(),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(PAYMENT_VIEW_STATUSES),
  provider: z.string(),
  /** "Pagamento fallito: {message}" when it failed. */
  failureMessage: z.string().nullable(),
  /** The payment page to open when the bank asks for authentication or no card is saved. */
  url: z.string().nullable(),
  createdAt: IsoDate,
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentsSchema = z.object({ payments: z.array(PaymentSchema) });
export type PaymentsResponse = z.infer<typeof PaymentsSchema>;

export const SpendingSchema = z.object({
  monthlyCapCents: z.number().int().nonnegative().nullable(),
  spentThisMonthCents: z.number().int().nonnegative(),
  month: z.string(),
});
export type Spending = z.infer<typeof SpendingSchema>;
export const SpendingCapBodySchema = z
  .object({
    monthlyCapCents: z
      .number({ error: MSG.spendingCapInvalid })
      .int({ error: MSG.spendingCapInvalid })
      .min(0, { error: MSG.spendingCapInvalid })
      .max(SPENDING_CAP_MAX_CENTS, { error: MSG.spendingCapInvalid })
      .nullable(),
  })
  .strict();
export type SpendingCapBody = z.infer<typeof SpendingCapBodySchema>;

export const WebhookAckSchema = z.object({ received: z.literal(true) });
