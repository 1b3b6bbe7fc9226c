import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardBrand, cardExpired, cardProblem, effectiveTier, formatEuro, priceLookupKey, subscriptionLive, tierOfLookupKey,
  type SubscriptionState,
} from '../../functions/core/payments';
import { PAID_TIERS } from '../../functions/core/plans';
import { declineMessage } from '../../functions/adapters/payments/common';
import { checkCardForm } from '../../scripts/local/payments/routes';

const NOW = new Date('2026-11-15T12:00:00Z');
const sub = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  tier: 'gold', status: 'active', currentPeriodStart: '2026-11-01T00:00:00Z', currentPeriodEnd: '2026-12-01T00:00:00Z',
  cancelAtPeriodEnd: false, ...over,
});

describe('effective tier (spec 03 §4, D6)', () => {
  it('is the subscription tier while live and paid, else the profile tier, else Base', () => {
    expect(effectiveTier(sub(), NOW)).toBe('gold');
    expect(effectiveTier(sub({ cancelAtPeriodEnd: true }), NOW)).toBe('gold'); // kept to the period end
    expect(effectiveTier(sub({ status: 'past_due' }), NOW)).toBe('gold'); // while the provider retries
    expect(effectiveTier(sub({ status: 'canceled' }), NOW)).toBe('base');
    expect(effectiveTier(sub({ status: 'incomplete' }), NOW)).toBe('base');
    expect(effectiveTier(sub({ currentPeriodEnd: '2026-11-15T11:59:59Z' }), NOW)).toBe('base'); // period over, no event needed
    expect(effectiveTier(null, NOW)).toBe('base');
    expect(effectiveTier(sub({ status: 'canceled' }), NOW, 'silver')).toBe('silver');
  });

  it('never grants a tier after the paid period, whatever the status', () => {
    fc.assert(fc.property(
      fc.constantFrom('incomplete', 'active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete_expired', 'paused' as const),
      fc.integer({ min: -90, max: 90 }),
      (status, days) => {
        const s = sub({ status: status as SubscriptionState['status'], currentPeriodEnd: new Date(NOW.getTime() + days * 86_400_000).toISOString() });
        const tier = effectiveTier(s, NOW);
        expect(tier === 'gold').toBe(subscriptionLive(s, NOW));
        if (days <= 0) expect(tier).toBe('base');
      },
    ));
  });
});

describe('price lookup keys', () => {
  it('map each paid plan to one key and back; unknown keys to none', () => {
    for (const t of PAID_TIERS) expect(tierOfLookupKey(priceLookupKey(t))).toBe(t);
    expect(tierOfLookupKey('traccia_base_monthly')).toBeNull();
    expect(tierOfLookupKey(null)).toBeNull();
  });
});

describe('card rules (spec 03 §5)', () => {
  it('brands by first digit', () => {
    expect(['4242', '5555', '2221', '3782', '6011', '9999'].map(cardBrand)).toEqual(['visa', 'mastercard', 'mastercard', 'amex', 'discover', 'card']);
  });

  it('reports the first problem with the exact messages', () => {
    const ok = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '34', cvc: '123', name: 'Mario' };
    expect(cardProblem(ok)).toBeNull();
    expect(cardProblem({ ...ok, number: '4242 4242 42' })).toBe('Numero di carta non valido');
    expect(cardProblem({ ...ok, number: '4'.repeat(20) })).toBe('Numero di carta non valido');
    expect(cardProblem({ ...ok, expYear: '' })).toBe('Data di scadenza richiesta');
    expect(cardProblem({ ...ok, cvc: '12' })).toBe('CVC richiesto');
    expect(cardProblem({ ...ok, name: ' M ' })).toBe('Nome sulla carta richiesto');
  });

  it('checks every field of the local checkout form at once', () => {
    expect(checkCardForm({ number: '42', expiry: '13/30', cvc: '', name: '' }).errors).toEqual({
      number: 'Numero di carta non valido', expiry: 'Data di scadenza richiesta', cvc: 'CVC richiesto', name: 'Nome sulla carta richiesto',
    });
    expect(checkCardForm({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'MARIO ROSSI' })).toMatchObject({
      errors: {}, digits: '4242424242424242', expMonth: 12, expYear: 2034,
    });
  });

  it('calls a card expired when its expiry month precedes the current one', () => {
    expect(cardExpired(11, 2026, NOW)).toBe(false);
    expect(cardExpired(10, 2026, NOW)).toBe(true);
    expect(cardExpired(1, 2027, NOW)).toBe(false);
  });
});

describe('payment messages', () => {
  it('writes declines in Italian and prices as the screens do', () => {
    expect(declineMessage('card_declined')).toBe('La carta è stata rifiutata.');
    expect(declineMessage('insufficient_funds')).toBe('Fondi insufficienti.');
    expect(formatEuro(699)).toBe('€6,99');
    expect(formatEuro(2999)).toBe('€29,99');
  });
});
