import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buzzMapRadiusKm } from '../../functions/core/gameplay';
import { haversineMeters } from '../../functions/core/geo';
import { api, registerPlayer } from './support';
import { addCard, CARD_OK, eventually, itemsOf, putItem, submitCheckout } from './payments-support';

const DEMO_TARGET = { lat: 45.464211, lng: 9.191383 };
const key = () => `buzz-${randomUUID()}`;
const today = () => new Date().toISOString().slice(0, 10);

/** A player who chose Base and saved a test card (so BUZZ charges off-session). */
const playerWithCard = async (number = CARD_OK) => {
  const p = await registerPlayer();
  await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
  await addCard(p.accessToken, number);
  await eventually(() => api('/api/payments/cards', { token: p.accessToken }), (r) => r.body.cards?.length === 1);
  return p;
};
const buzz = (token: string, idempotencyKey = key()) =>
  api('/api/buzz', { method: 'POST', token, headers: { 'idempotency-key': idempotencyKey } });

/** Sets today's press count directly (as if the player had pressed that many times). */
const setTodayCount = (userId: string, count: number) =>
  putItem({ pk: `USER#${userId}`, sk: `BUZZDAY#demo#${today()}`, userId, missionId: 'demo', day: today(), count, __edb_e__: 'buzzDay', __edb_v__: '1' });

describe('BUZZ (D9)', () => {
  it('quotes €1.99 for the first press and refuses a press without an Idempotency-Key', async () => {
    const p = await playerWithCard();
    const q = await api('/api/buzz/quote', { token: p.accessToken });
    expect(q.body).toMatchObject({ priceCents: 199, todayCount: 0, dailyLimit: 50, missionTotal: 0, totalClues: 200, blocked: false, reason: null });
    const noKey = await api('/api/buzz', { method: 'POST', token: p.accessToken });
    expect(noKey.status).toBe(400);
  });

  it('charges the quoted price, grants two different clues, and moves the counters', async () => {
    const p = await playerWithCard();
    const first = await buzz(p.accessToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'succeeded', amountCents: 199, pressNumber: 1 });
    expect(first.body.clue.source).toBe('buzz');
    const second = await buzz(p.accessToken);
    expect(second.body).toMatchObject({ status: 'succeeded', amountCents: 199, pressNumber: 2 });
    expect(second.body.clue.clueId).not.toBe(first.body.clue.clueId);
    expect(second.body.quote).toMatchObject({ todayCount: 2, missionTotal: 2, priceCents: 199 });

    const status = (await api('/api/mission/status', { token: p.accessToken })).body;
    expect(status.cluesFound).toBe(3); // two BUZZ clues and the week's free clue
    const payments = (await api('/api/payments', { token: p.accessToken })).body.payments as { amountCents: number; status: string }[];
    expect(payments.filter((x) => x.status === 'succeeded').map((x) => x.amountCents)).toEqual([199, 199]);

    // Each press leaves a BUZZ notification and a reminder due 3 hours after it (D21).
    const notes = await eventually(() => api('/api/notifications', { token: p.accessToken }),
      (r) => (r.body.items ?? []).filter((n: { type: string }) => n.type === 'buzz').length === 2);
    expect(notes.body.items[0]).toMatchObject({ type: 'buzz', title: 'BUZZ', read: false });
    const reminders = await eventually(() => itemsOf(p.sub, 'SCHED#'), (xs) => xs.length === 2);
    const due = reminders.map((x) => Date.parse(String(x.dueAt)) - Date.now()).sort((a, b) => a - b);
    expect(due[0]).toBeGreaterThan(2.9 * 3600_000);
    expect(due[1]).toBeLessThanOrEqual(3 * 3600_000);
  });

  it('quotes €3.99 for the 11th press of the day and charges it', async () => {
    const p = await playerWithCard();
    await setTodayCount(p.sub, 10);
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body).toMatchObject({ todayCount: 10, priceCents: 399 });
    const res = await buzz(p.accessToken);
    expect(res.body).toMatchObject({ status: 'succeeded', amountCents: 399, pressNumber: 11 });
  });

  it('refuses the 51st press of the day and charges nothing', async () => {
    const p = await playerWithCard();
    await setTodayCount(p.sub, 50);
    const q = (await api('/api/buzz/quote', { token: p.accessToken })).body;
    expect(q).toMatchObject({ priceCents: null, blocked: true, reason: 'daily_limit' });
    const res = await buzz(p.accessToken);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Hai raggiunto il limite di 50 BUZZ per oggi. Riprova domani.');
    expect((await api('/api/payments', { token: p.accessToken })).body.payments).toHaveLength(0);
  });

  it('answers a replayed Idempotency-Key with the same press, charged once', async () => {
    const p = await playerWithCard();
    const k = key();
    const a = await buzz(p.accessToken, k);
    const b = await buzz(p.accessToken, k);
    expect(b.body.paymentId).toBe(a.body.paymentId);
    expect(b.body.clue.clueId).toBe(a.body.clue.clueId);
    expect((await api('/api/payments', { token: p.accessToken })).body.payments).toHaveLength(1);
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body.todayCount).toBe(1);
  });

  it('records a declined card as failed, grants nothing and gives the press back', async () => {
    const p = await playerWithCard('4000 0000 0000 0341'); // Stripe's card that saves but declines charges
    const res = await buzz(p.accessToken);
    expect(res.status).toBe(402);
    expect(res.body.error.message).toMatch(/^Pagamento fallito: /);
    expect(await itemsOf(p.sub, 'OCLUE#demo#')).toHaveLength(0);
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body).toMatchObject({ todayCount: 0, priceCents: 199 });
  });

  it('sends a player without a card to a payment page, and gives the press back when it is cancelled', async () => {
    const p = await registerPlayer();
    await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    const res = await buzz(p.accessToken);
    expect(res.body).toMatchObject({ status: 'requires_action', amountCents: 199, pressNumber: 1, clue: null });
    expect(res.body.url).toContain('/_local/checkout/');
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body.todayCount).toBe(1);
    await submitCheckout(res.body.url, { action: 'cancel' });
    await eventually(() => api('/api/buzz/quote', { token: p.accessToken }), (r) => r.body.todayCount === 0);
    const payments = (await api('/api/payments', { token: p.accessToken })).body.payments as { status: string }[];
    expect(payments.map((x) => x.status)).toEqual(['failed']);
    expect(await itemsOf(p.sub, 'OCLUE#demo#')).toHaveLength(0);
  });

  it('pays on the payment page and grants the clue through the webhook', async () => {
    const p = await registerPlayer();
    await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    const res = await buzz(p.accessToken);
    await submitCheckout(res.body.url, { number: CARD_OK });
    const held = await eventually(() => itemsOf(p.sub, 'OCLUE#demo#'), (xs) => xs.length === 1);
    expect(held[0]!.source).toBe('buzz');
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body).toMatchObject({ todayCount: 1, missionTotal: 1 });
  });

  it('stops a burst at 5 presses in 30 s with the catalogue message', async () => {
    const p = await playerWithCard();
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await buzz(p.accessToken));
    expect(results.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results[5]!.status).toBe(429);
    expect(results[5]!.body.error.message).toBe('Troppi tentativi. Riprova tra qualche secondo.');
    expect((await api('/api/buzz/quote', { token: p.accessToken })).body).toMatchObject({ todayCount: 5, blocked: true, reason: 'abuse' });
  });

  it('never passes the limits under 100 parallel presses: no clue twice, charges = grants', async () => {
    const p = await playerWithCard();
    await setTodayCount(p.sub, 47);
    const results = await Promise.all(Array.from({ length: 100 }, () => buzz(p.accessToken)));
    const ok = results.filter((r) => r.status === 200 && r.body.status === 'succeeded');
    expect(results.every((r) => [200, 409, 429].includes(r.status))).toBe(true);
    expect(ok.length).toBeLessThanOrEqual(3); // 50 a day
    expect(ok.length).toBeLessThanOrEqual(5); // abuse window
    const clues = await itemsOf(p.sub, 'OCLUE#demo#');
    expect(new Set(clues.map((c) => c.clueId)).size).toBe(clues.length);
    expect(clues.length).toBe(ok.length);
    const charged = ((await api('/api/payments', { token: p.accessToken })).body.payments as { status: string }[]).filter((x) => x.status === 'succeeded');
    expect(charged.length).toBe(ok.length);
    const day = await itemsOf(p.sub, `BUZZDAY#demo#${today()}`);
    expect(day[0]!.count).toBe(47 + ok.length);
  });
});

describe('BUZZ MAPPA (D10)', () => {
  it('prices by clues owned and generates areas that shrink and always contain the prize', async () => {
    const p = await playerWithCard();
    const before = (await api('/api/map-areas', { token: p.accessToken })).body;
    expect(before).toMatchObject({ areas: [], next: { priceCents: 799, radiusKm: 100, generation: 1, cluesOwned: 0 } });

    const first = await api('/api/buzz-map', { method: 'POST', token: p.accessToken, headers: { 'idempotency-key': key() } });
    expect(first.body).toMatchObject({ status: 'succeeded', amountCents: 799, area: { generation: 1, radiusKm: 100 } });
    const second = await api('/api/buzz-map', { method: 'POST', token: p.accessToken, headers: { 'idempotency-key': key() } });
    expect(second.body.area).toMatchObject({ generation: 2, radiusKm: buzzMapRadiusKm(2) });

    const list = (await api('/api/map-areas', { token: p.accessToken })).body;
    expect(list.areas.map((a: { generation: number }) => a.generation)).toEqual([1, 2]);
    for (const a of list.areas as { lat: number; lng: number; radiusKm: number }[]) {
      expect(haversineMeters(a, DEMO_TARGET)).toBeLessThanOrEqual(a.radiusKm * 1000);
    }
    expect(JSON.stringify(list)).not.toContain('45.464211');
  });
});
