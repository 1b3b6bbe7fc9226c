import { PLANS, type Tier, type PaidTier, PAID_TIERS } from './plans';

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

/**
 * Spec 03 §4 with D6: the tier of the subscription while it is live (active, trialing or
 * past_due while Stripe retries) and its paid period has not ended; otherwise Base.
 * Cancelling keeps the tier to the end of the paid period.
 */
export const effectiveTier = (sub: SubscriptionState | null | undefined, now: Date): Tier => {
  if (!sub) return 'base';
  const live = sub.status === 'active' || sub.status === 'trialing' || sub.status === 'past_due';
  return live && Date.parse(sub.currentPeriodEnd) > now.getTime() ? sub.tier : 'base';
};

export const creditsForInvoice = (tier: PaidTier): number => PLANS[tier].creditsPerPeriod;

/** Calendar month (UTC) the spending cap counts in, e.g. 2026-11. */
export const spendMonth = (at: Date): string => at.toISOString().slice(0, 7);

export const formatEuro = (cents: number): string =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

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
  number: 'Numero di carta non valido',
  expiry: 'Data di scadenza richiesta',
  cvc: 'CVC richiesto',
  name: 'Nome sulla carta richiesto',
  duplicate: 'Una carta con queste ultime cifre è già presente',
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
} as const;

export const PAYMENT_MESSAGES = {
  failed: (message: string) => `Pagamento fallito: ${message}`,
  declined: 'La carta è stata rifiutata.',
  canceled: 'Pagamento annullato',
  checkoutOpened: 'Checkout aperto - completa il pagamento',
  providerUnavailable: 'Sistema di pagamento non disponibile',
  capExceeded: 'Limite di spesa mensile raggiunto: questa azione supererebbe il limite che hai impostato.',
  verifyAttempt: (n: number, of: number) => `Tentativo ${n} di ${of}`,
  verifyFailed: 'Errore di sincronizzazione. Il tuo abbonamento potrebbe richiedere alcuni minuti per essere attivato.',
  upgradeOk: (plan: string) => `✅ Upgrade completato con successo! Piano ${plan} attivato con successo.`,
  cardRemoveError: 'Impossibile rimuovere il metodo di pagamento. Riprova.',
  cardSaveError: 'Errore durante il salvataggio della carta',
} as const;
