import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { PLANS, type PaidTier } from '../../functions/core/plans';
import { effectiveTier } from '../../functions/core/payments';
import { api, registerPlayer } from './support';
import { heldEvents, itemsOf, local, me, postWebhook, providerState, submitCheckout, subscribe, testCharge } from './payments-support';

/**
 * Webhooks arrive duplicated, late, out of order and in parallel. Whatever the delivery, the
 * invariants hold: credits granted = credits of the paid invoices, one effect per payment, and
 * the tier is the one of the latest subscription state at the provider.
 */
const mulberry = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const scenario = fc.record({
  tier: fc.constantFrom<PaidTier>('silver', 'gold', 'black', 'titanium'),
  /** 4000 0000 0000 0341 pays on the page but its renewals are declined (past_due). */
  decliningRenewals: fc.boolean(),
  renewals: fc.integer({ min: 0, max: 2 }),
  cancel: fc.boolean(),
  oneOffs: fc.integer({ min: 0, max: 2 }),
  copies: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 24, maxLength: 24 }),
  /** Some copies get a new event id, as when Stripe sends invoice.paid and a second event for one change. */
  freshIds: fc.array(fc.boolean(), { minLength: 24, maxLength: 24 }),
  seed: fc.integer(),
  parallel: fc.integer({ min: 1, max: 8 }),
});

describe('webhook replay property', () => {
  it('holds the money invariants under duplicated, shuffled, parallel delivery', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const player = await registerPlayer();
        await me(player.accessToken);
        await local('hold', { userId: player.sub, hold: true });

        // The provider's history: a paid checkout, renewals, maybe a cancellation, one-off payments.
        const { page } = await subscribe(player.accessToken, s.tier, s.decliningRenewals ? '4000000000000341' : '4242424242424242');
        expect(page.status).toBe(303);
        const [sub] = (await providerState(player.sub)).subscriptions;
        for (let i = 0; i < s.renewals; i++) await local('advance', { subscriptionId: sub.id, wait: false });
        if (s.cancel) {
          await local('api/cancelAtPeriodEnd', [sub.id]);
          await local('advance', { subscriptionId: sub.id, wait: false });
        }
        const oneOffIds: string[] = [];
        for (let i = 0; i < s.oneOffs; i++) {
          const started = await testCharge({ userId: player.sub, amountCents: 199, credits: 3, idempotencyKey: `prop-${randomUUID()}` });
          expect(started.body.status).toBe('requires_action'); // no card stored yet: its event is held
          expect((await submitCheckout(started.body.url)).status).toBe(303);
          oneOffIds.push(started.body.id);
        }

        // Delivery: each event 1-5 times, some copies under a new id, shuffled, in parallel batches.
        const events = await heldEvents(player.sub);
        const deliveries: string[] = [];
        events.forEach((e, i) => {
          for (let k = 0; k < s.copies[i % s.copies.length]!; k++) {
            if (k > 0 && s.freshIds[(i + k) % s.freshIds.length]) {
              const clone = JSON.parse(e.payload);
              clone.id = `${clone.id}_copy${k}`;
              deliveries.push(JSON.stringify(clone));
            } else deliveries.push(e.payload);
          }
        });
        const rnd = mulberry(s.seed);
        for (let i = deliveries.length - 1; i > 0; i--) {
          const j = Math.floor(rnd() * (i + 1));
          [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
        }
        for (let i = 0; i < deliveries.length; i += s.parallel) {
          const statuses = await Promise.all(deliveries.slice(i, i + s.parallel).map(async (p) => (await postWebhook(p)).status));
          expect(statuses.every((st) => st === 200)).toBe(true);
        }

        // Invariants.
        const state = await providerState(player.sub);
        const paid = state.invoices.filter((inv) => inv.status === 'paid');
        const expectedCredits = 500 + paid.reduce((n, inv) => n + PLANS[inv.tier as PaidTier].creditsPerPeriod, 0) + 3 * s.oneOffs;
        const after = await me(player.accessToken);
        expect(after.profile.credits).toBe(expectedCredits);

        expect(await itemsOf(player.sub, 'TESTEFFECT#')).toHaveLength(s.oneOffs);
        for (const id of oneOffIds) expect((await api(`/api/payments/${id}`, { token: player.accessToken })).body.status).toBe('succeeded');
        const invoiceItems = (await itemsOf(player.sub, 'PAYMENT#in_')).filter((p) => p.status === 'succeeded');
        expect(invoiceItems.map((p) => p.paymentId).sort()).toEqual(paid.map((inv) => inv.id).sort());

        const latest = state.subscriptions[0];
        const expectedTier = effectiveTier(latest, new Date());
        const view = (await api('/api/subscription', { token: player.accessToken })).body;
        expect(view.tier).toBe(expectedTier);
        expect(after.profile.tier).toBe(expectedTier);
        expect(view.subscription).toMatchObject({ status: latest.status, cancelAtPeriodEnd: latest.cancelAtPeriodEnd, currentPeriodEnd: latest.currentPeriodEnd });
        await local('hold', { userId: player.sub, hold: false });
      }),
      { numRuns: Number(process.env.PAYMENT_PROPERTY_RUNS ?? 8), endOnFailure: true },
    );
  }, 240_000);
});
