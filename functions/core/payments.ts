import { PLANS, type Tier, type PaidTier, PAID_TIERS } from './plans';
import { MSG, fill } from './messages';

/** Stripe price lookup keys: ops creates one monthly EUR price per paid plan with this key. */
export const priceLookupKey = (tier: PaidTier): string => `traccia_${tier}_monthly`;
export const tierOfLookupKey = (key: string | null | undefined): PaidTier | null =>
  PAID_TIERS.find((t) => priceLookupKey(t) === key) ?? null;

export type SubscriptionStatus = 'incomplete' | 'active' | 'trialing' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired' | 'paused';

export interface SubscriptionState {
  tier: PaidTier;
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
}

export const LIVE_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

/** A subscription gives its tier while it is live (past_due while the provider retries) and paid. */
export const subscriptionLive = (sub: Pick<SubscriptionState, 'status' | 'currentPeriodEnd'>, now: Date): boolean =>
  LIVE_STATUSES.includes(sub.status) && Date.parse(sub.currentPeriodEnd) > now.getTime();

/**
 * Spec 03 §4 with D6: the tier of the latest subscription while it is live and its paid period
 * has not ended; otherwise the profile tier (an operator's grant), otherwise Base. Cancelling
 * keeps the tier to the end of the paid period.
 */
export const effectiveTier = (sub: SubscriptionState | null | undefined, now: Date, profileTier: Tier = 'base'): Tier =>
  sub && subscriptionLive(sub, now) ? sub.tier : profileTier;

export const creditsForInvoice = (tier: PaidTier): number => PLANS[tier].creditsPerPeriod;

/** Calendar month (UTC) the spending cap counts in, e.g. 2026-11. */
export const spendMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** Prices as every screen shows them: "€6,99" (the same as web/src/lib/format.ts). */
export const formatEuro = (cents: number): string => `€${(cents / 100).toFixed(2).replace('.', ',')}`;

// ----- card form rules (spec 03 §5), used by the local checkout page and the web app -----

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';
export const cardBrand = (number: string): CardBrand => {
  const d = number.replace(/\D/g, '')[0];
  if (d === '4') return 'visa';
  if (d === '5' || d === '2') return 'mastercard';
  if (d === '3') return 'amex';
  if (d === '6') return 'discover';
  return 'card';
};
export const CARD_BRAND_LABEL: Record<CardBrand, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', card: 'Carta',
};

export interface CardInput { number: string; expMonth: string; expYear: string; cvc: string; name: string }

export const CARD_MESSAGES = {
  number: MSG.cardNumberInvalid,
  expiry: MSG.cardExpiryRequired,
  cvc: MSG.cardCvcRequired,
  name: MSG.cardNameRequired,
  duplicate: MSG.cardDuplicate,
} as const;

/** The first problem of a card form, in the spec's words, or null. */
export const cardProblem = (c: CardInput): string | null => {
  const digits = c.number.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits)) return CARD_MESSAGES.number;
  if (!c.expMonth.trim() || !c.expYear.trim()) return CARD_MESSAGES.expiry;
  if (c.cvc.trim().length < 3) return CARD_MESSAGES.cvc;
  if (c.name.trim().length < 2) return CARD_MESSAGES.name;
  return null;
};

/** A card is expired when its expiry month precedes the current month. */
export const cardExpired = (expMonth: number, expYear: number, now: Date): boolean =>
  expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);

/** Stripe's test numbers, honoured by the local provider. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  /** Saved fine, but every later off-session charge is declined. */
  declineAfterAttach: '4000000000000341',
} as const;

export const PAYMENT_MESSAGES = {
  failed: (message: string) => fill(MSG.paymentFailed, { message }),
  declined: 'La carta è stata rifiutata.',
  authenticationRequired: 'La banca richiede la conferma del pagamento.',
  canceled: MSG.paymentCanceled,
  checkoutOpened: MSG.checkoutOpened,
  providerUnavailable: MSG.paymentUnavailable,
  capExceeded: MSG.spendingCapExceeded,
  verifyAttempt: (n: number, of: number) => fill(MSG.verifyAttempt, { n, of }),
  verifyFailed: MSG.verifyFailed,
  upgradeOk: (plan: string) => fill(MSG.upgradeOk, { plan }),
  cardRemoveError: MSG.cardRemoveError,
  cardSaveError: MSG.cardSaveError,
} as const;

/** Verification of a subscription (spec 03 §4, §9): first check after 2 s, every 2 s, 5 attempts. */
export const VERIFY = { firstDelayMs: 2000, intervalMs: 2000, attempts: 5, successRedirectMs: 1500 } as const;

/** Monthly spending cap bounds (D15a): whole cents, at most €10,000 a month. */
export const SPENDING_CAP_MAX_CENTS = 1_000_000;
