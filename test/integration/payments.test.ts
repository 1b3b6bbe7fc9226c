import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { MSG } from '../../functions/core/messages';
import { api, registerPlayer } from './support';
import {
  CARD_DECLINED, addCard, eventRecord, putItem, eventually, heldEvents, itemsOf, local, me, postWebhook, providerState, submitCheckout,
  subscribe, testCharge,
} from './payments-support';

const key = () => `it-${randomUUID()}`;

describe('plans', () => {
  it('serves the one catalogue (D5) to anyone', async () => {
    const res = await api('/api/plans');
    expect(res.status).toBe(200);
    expect(res.body.plans.map((p: any) => [p.tier, p.monthlyPriceCents, p.earlyAccessHours, p.creditsPerPeriod])).toEqual([
      ['base', 0, 0, 500], ['silver', 399, 2, 1500], ['gold', 699, 24, 2500], ['black', 999, 48, 10000], ['titanium', 2999, 72, 25000],
    ]);
    expect(res.body.plans[2].badges).toEqual(['Più Popolare', 'Piano consigliato']);
  });
});

describe('subscriptions (local provider, real webhook handler)', () => {
  it('a declined card shows the failure on the checkout page and changes nothing', async () => {
    const player = await registerPlayer();
    const { page } = await subscribe(player.accessToken, 'gold', CARD_DECLINED);
    expect(page.status).toBe(402);
    expect(page.html).toContain('Pagamento fallito: La carta è stata rifiutata.');
    const after = await me(player.accessToken);
    expect(after.profile).toMatchObject({ tier: 'base', credits: 500, status: 'registered_pending' });
    expect(after.access.state).toBe('no_plan');
    expect((await api('/api/payments', { token: player.accessToken })).body.payments).toEqual([]);
  });

  it('checks the card form with the spec messages', async () => {
    const player = await registerPlayer();
    const checkout = await api('/api/subscriptions/checkout', { method: 'POST', token: player.accessToken, body: { tier: 'silver' } });
    const bad = await submitCheckout(checkout.body.url, { number: '4242 42', expiry: '', cvc: '1', name: ' A ' });
    expect(bad.status).toBe(422);
    for (const m of ['Numero di carta non valido', 'Data di scadenza richiesta', 'CVC richiesto', 'Nome sulla carta richiesto']) {
      expect(bad.html).toContain(m);
    }
  });

  it('paying Gold with 4242 gives Gold, its credits once, the card, the invoice in the history and the gate', async () => {
    const player = await registerPlayer();
    const { checkout, page } = await subscribe(player.accessToken, 'gold');
    expect(page.status).toBe(303);
    expect(page.location).toContain(`/subscription-verify?tier=gold&session_id=${checkout.sessionId}`);

    const after = await eventually(() => me(player.accessToken), (m) => m.profile.tier === 'gold' && m.profile.credits === 3000);
    expect(after.profile.status).toBe('active');
    expect(after.access).toMatchObject({ state: 'allowed', plan: 'gold' });
    const sub = (await api('/api/subscription', { token: player.accessToken })).body;
    expect(sub).toMatchObject({ tier: 'gold', subscription: { tier: 'gold', status: 'active', cancelAtPeriodEnd: false, live: true } });

    const cards = await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);
    expect(cards.body.cards[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true, expired: false });
    const history = (await api('/api/payments', { token: player.accessToken })).body.payments;
    expect(history).toEqual([expect.objectContaining({ kind: 'subscription', amountCents: 699, status: 'succeeded', description: 'Abbonamento Gold - mensile' })]);

    // A second checkout while the plan is live is refused in Italian.
    const again = await api('/api/subscriptions/checkout', { method: 'POST', token: player.accessToken, body: { tier: 'black' } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.alreadySubscribed);
  });

  it('renews: each paid invoice grants its credits once, even when the webhook is replayed', async () => {
    const player = await registerPlayer();
    await subscribe(player.accessToken, 'silver');
    await eventually(() => me(player.accessToken), (m) => m.profile.credits === 2000);
    await local('advance', { userId: player.sub });
    const renewed = await eventually(() => me(player.accessToken), (m) => m.profile.credits === 3500);
    expect(renewed.profile.tier).toBe('silver');

    // Stripe may deliver any event again: every one of them, twice more, changes nothing.
    for (const e of await heldEvents(player.sub)) {
      for (let i = 0; i < 2; i++) expect((await postWebhook(e.payload)).status).toBe(200);
    }
    expect((await me(player.accessToken)).profile.credits).toBe(3500);
    expect((await api('/api/payments', { token: player.accessToken })).body.payments).toHaveLength(2);
  });

  it('cancels at period end: the tier stays until the period ends, then Base', async () => {
    const player = await registerPlayer();
    await subscribe(player.accessToken, 'black');
    await eventually(() => me(player.accessToken), (m) => m.profile.tier === 'black');
    const cancel = await api('/api/subscriptions/cancel', { method: 'POST', token: player.accessToken });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ tier: 'black', subscription: { cancelAtPeriodEnd: true, live: true } });
    await local('advance', { userId: player.sub }); // the period ends
    const after = await eventually(() => api('/api/subscription', { token: player.accessToken }), (r) => r.body.tier === 'base');
    expect(after.body.subscription).toMatchObject({ status: 'canceled', live: false });
    expect((await me(player.accessToken)).profile.credits).toBe(10500); // no renewal credits
    const again = await api('/api/subscriptions/cancel', { method: 'POST', token: player.accessToken });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.noSubscription);
  });
});

describe('webhook signature', () => {
  it('refuses a missing, wrong or stale signature with 400 and writes nothing; the genuine event then applies', async () => {
    const player = await registerPlayer();
    await local('hold', { userId: player.sub, hold: true });
    await subscribe(player.accessToken, 'titanium');
    const paid = (await heldEvents(player.sub)).find((e) => e.type === 'invoice.paid')!;
    const eventId = JSON.parse(paid.payload).id as string;

    const tries = [
      await postWebhook(paid.payload, { signature: null }),
      await postWebhook(paid.payload, { secret: 'whsec_wrong' }),
      await postWebhook(paid.payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await postWebhook(paid.payload.replace('"invoice.paid"', '"invoice.paid" '), { signature: 't=1,v1=deadbeef' }),
    ];
    for (const res of tries) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'INVALID_SIGNATURE', message: MSG.webhookSignatureInvalid } });
    }
    expect(await eventRecord(eventId)).toBeNull();
    expect(await itemsOf(player.sub, 'PAYMENT#')).toEqual([]);
    expect((await me(player.accessToken)).profile.credits).toBe(500);

    expect((await postWebhook(paid.payload)).status).toBe(200);
    expect(await eventRecord(eventId)).toMatchObject({ type: 'invoice.paid' });
    expect((await me(player.accessToken)).profile.credits).toBe(25500);
  });
});

describe('saved cards', () => {
  it('adds cards through the setup page; first is default; expired cannot be default; the last cannot be removed', async () => {
    const player = await registerPlayer();
    expect((await addCard(player.accessToken, '4242424242424242')).status).toBe(303);
    const one = await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);
    expect(one.body.cards[0]).toMatchObject({ last4: '4242', isDefault: true });

    const dup = await addCard(player.accessToken, '4242424242424242');
    expect(dup.html).toContain(MSG.cardDuplicate);

    await addCard(player.accessToken, '5555555555554444');
    const two = await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 2);
    const master = two.body.cards.find((c: any) => c.last4 === '4444');
    expect(master).toMatchObject({ brand: 'mastercard', isDefault: false });

    const def = await api(`/api/payments/cards/${master.id}/default`, { method: 'POST', token: player.accessToken });
    expect(def.status).toBe(200);
    expect(def.body.cards.map((c: any) => [c.last4, c.isDefault])).toEqual([['4444', true], ['4242', false]]);

    // A card that expired since it was saved cannot become the default.
    await putItem({
      pk: `USER#${player.sub}`, sk: 'CARD#pm_expired', userId: player.sub, paymentMethodId: 'pm_expired', brand: 'visa', last4: '1881',
      expMonth: 1, expYear: 2020, isDefault: false, createdAt: '2020-01-01T00:00:00.000Z', __edb_e__: 'card', __edb_v__: '1',
    });
    const expired = await api('/api/payments/cards/pm_expired/default', { method: 'POST', token: player.accessToken });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe(MSG.cardExpiredDefault);
    expect((await api('/api/payments/cards', { token: player.accessToken })).body.cards.find((c: any) => c.id === 'pm_expired')).toMatchObject({ expired: true, isDefault: false });
    await putItem({ pk: `USER#${player.sub}`, sk: 'CARD#pm_expired', gone: true }); // overwritten: no longer a card item

    const removed = await api(`/api/payments/cards/${master.id}`, { method: 'DELETE', token: player.accessToken });
    expect(removed.body.cards).toEqual([expect.objectContaining({ last4: '4242', isDefault: true })]);
    const last = await api(`/api/payments/cards/${removed.body.cards[0].id}`, { method: 'DELETE', token: player.accessToken });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(MSG.cardLastRemove);

    // Another player's card id is not found, whatever the id.
    const other = await registerPlayer();
    const steal = await api(`/api/payments/cards/${removed.body.cards[0].id}/default`, { method: 'POST', token: other.accessToken });
    expect(steal.status).toBe(404);
  });
});

describe('one-off payments (the service BUZZ will use)', () => {
  it('charges the default card once per Idempotency-Key and applies the effect once', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await addCard(player.accessToken, '4242424242424242');
    await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);

    const k = key();
    const first = await testCharge({ userId: player.sub, amountCents: 199, credits: 7, idempotencyKey: k });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'succeeded', amountCents: 199, url: null });
    const replays = await Promise.all(Array.from({ length: 5 }, () => testCharge({ userId: player.sub, amountCents: 199, credits: 7, idempotencyKey: k })));
    expect(new Set(replays.map((r) => r.body.id))).toEqual(new Set([first.body.id]));
    const reuse = await testCharge({ userId: player.sub, amountCents: 399, credits: 7, idempotencyKey: k });
    expect(reuse.status).toBe(409);
    expect(reuse.body.error.message).toBe(MSG.idempotencyKeyReused);

    await local('drain');
    expect((await me(player.accessToken)).profile.credits).toBe(507);
    expect(await itemsOf(player.sub, 'TESTEFFECT#')).toHaveLength(1);
    expect((await api(`/api/payments/${first.body.id}`, { token: player.accessToken })).body.status).toBe('succeeded');
  });

  it('a declined card: 402 "Pagamento fallito: ...", the payment failed, nothing applied, the spend released', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await addCard(player.accessToken, '4242424242424242');
    await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);
    // 4000 0000 0000 0341 is saved fine, but the bank declines every later charge.
    await addCard(player.accessToken, '4000000000000341');
    const cards = await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 2);
    const bad = cards.body.cards.find((c: any) => c.last4 === '0341');
    await api(`/api/payments/cards/${bad.id}/default`, { method: 'POST', token: player.accessToken });
    await api('/api/me/spending-cap', { method: 'PUT', token: player.accessToken, body: { monthlyCapCents: 1000 } });

    const k = key();
    const res = await testCharge({ userId: player.sub, amountCents: 999, credits: 9, idempotencyKey: k });
    expect(res.status).toBe(402);
    expect(res.body.error).toEqual({ code: 'PAYMENT_FAILED', message: 'Pagamento fallito: La carta è stata rifiutata.' });
    const again = await testCharge({ userId: player.sub, amountCents: 999, credits: 9, idempotencyKey: k });
    expect(again.status).toBe(402);
    const history = (await api('/api/payments', { token: player.accessToken })).body.payments;
    expect(history).toEqual([expect.objectContaining({ status: 'failed', failureMessage: 'Pagamento fallito: La carta è stata rifiutata.' })]);
    expect((await me(player.accessToken)).profile.credits).toBe(500);
    expect(await itemsOf(player.sub, 'TESTEFFECT#')).toHaveLength(0);
    expect((await api('/api/me/spending-cap', { token: player.accessToken })).body.spentThisMonthCents).toBe(0);
  });

  it('without a card: a payment page, then 20 parallel confirmations apply the effect once', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await local('hold', { userId: player.sub, hold: true });
    const started = await testCharge({ userId: player.sub, amountCents: 799, credits: 11, idempotencyKey: key() });
    expect(started.body).toMatchObject({ status: 'requires_action' });
    expect(started.body.url).toContain('/_local/checkout/');
    expect((await submitCheckout(started.body.url)).status).toBe(303);

    const held = (await heldEvents(player.sub)).filter((e) => e.type === 'payment_intent.succeeded' || e.type === 'checkout.session.completed');
    const confirmations = await Promise.all([
      ...Array.from({ length: 16 }, () => api(`/api/payments/${started.body.id}`, { token: player.accessToken })),
      ...held.flatMap((e) => [postWebhook(e.payload), postWebhook(e.payload)]),
    ]);
    expect(confirmations.map((r) => r.status).every((s) => s === 200)).toBe(true);
    expect(confirmations.length).toBe(20);
    expect(await itemsOf(player.sub, 'TESTEFFECT#')).toHaveLength(1);
    expect((await me(player.accessToken)).profile.credits).toBe(511);
    const payment = (await api(`/api/payments/${started.body.id}`, { token: player.accessToken })).body;
    expect(payment).toMatchObject({ status: 'succeeded', url: null });
    // The card used on the page is saved for the next payment.
    expect((await api('/api/payments/cards', { token: player.accessToken })).body.cards).toHaveLength(1);
  });

  it('refunds when the effect can no longer be applied after the charge', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await addCard(player.accessToken, '4242424242424242');
    await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);
    const res = await testCharge({ userId: player.sub, amountCents: 599, credits: 50, idempotencyKey: key(), refuse: true });
    expect(res.body.status).toBe('refunded');
    const state = await providerState(player.sub);
    expect(state.refunds.length).toBeGreaterThan(0);
    expect((await me(player.accessToken)).profile.credits).toBe(500);
    expect(await itemsOf(player.sub, 'TESTEFFECT#')).toHaveLength(0);
    expect((await api('/api/me/spending-cap', { token: player.accessToken })).body.spentThisMonthCents).toBe(0);
  });
});

describe('spending cap (D15a)', () => {
  it('refuses a paid action over the monthly cap in Italian; failed payments do not count', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await addCard(player.accessToken, '4242424242424242');
    await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);

    const bad = await api('/api/me/spending-cap', { method: 'PUT', token: player.accessToken, body: { monthlyCapCents: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(MSG.spendingCapInvalid);
    const set = await api('/api/me/spending-cap', { method: 'PUT', token: player.accessToken, body: { monthlyCapCents: 500 } });
    expect(set.body).toMatchObject({ monthlyCapCents: 500, spentThisMonthCents: 0 });

    expect((await testCharge({ userId: player.sub, amountCents: 300, credits: 1, idempotencyKey: key() })).body.status).toBe('succeeded');
    const over = await testCharge({ userId: player.sub, amountCents: 300, credits: 1, idempotencyKey: key() });
    expect(over.status).toBe(409);
    expect(over.body.error).toEqual({ code: 'SPENDING_CAP_EXCEEDED', message: MSG.spendingCapExceeded });
    const alone = await testCharge({ userId: player.sub, amountCents: 600, credits: 1, idempotencyKey: key() });
    expect(alone.status).toBe(409);
    expect((await testCharge({ userId: player.sub, amountCents: 200, credits: 1, idempotencyKey: key() })).body.status).toBe('succeeded');
    expect((await api('/api/me/spending-cap', { token: player.accessToken })).body).toMatchObject({ monthlyCapCents: 500, spentThisMonthCents: 500 });

    const lifted = await api('/api/me/spending-cap', { method: 'PUT', token: player.accessToken, body: { monthlyCapCents: null } });
    expect(lifted.body.monthlyCapCents).toBeNull();
    expect((await testCharge({ userId: player.sub, amountCents: 300, credits: 1, idempotencyKey: key() })).body.status).toBe('succeeded');
  });

  it('parallel paid actions never spend past the cap', async () => {
    const player = await registerPlayer();
    await me(player.accessToken);
    await addCard(player.accessToken, '4242424242424242');
    await eventually(() => api('/api/payments/cards', { token: player.accessToken }), (r) => r.body.cards.length === 1);
    await api('/api/me/spending-cap', { method: 'PUT', token: player.accessToken, body: { monthlyCapCents: 1000 } });
    const all = await Promise.all(Array.from({ length: 8 }, () => testCharge({ userId: player.sub, amountCents: 300, credits: 1, idempotencyKey: key() })));
    expect(all.filter((r) => r.status === 200)).toHaveLength(3);
    expect(all.filter((r) => r.status === 409)).toHaveLength(5);
    expect((await api('/api/me/spending-cap', { token: player.accessToken })).body.spentThisMonthCents).toBe(900);
  });
});
