import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteId } from '../../functions/core/routes';
import { api, createAccount, registerPlayer, type Tokens } from './support';

type Actor = 'anonymous' | 'playerA' | 'playerB' | 'admin';

/**
 * Every route of the table, called as each actor. A route added to the table without a row here
 * fails the first test, so nobody can ship a route whose access nobody checked.
 */
const MATRIX: Record<RouteId, { path?: string; request?: { body?: unknown; headers?: Record<string, string> }; expect: Record<Actor, number> }> = {
  health: { expect: { anonymous: 200, playerA: 200, playerB: 200, admin: 200 } },
  openapi: { expect: { anonymous: 200, playerA: 200, playerB: 200, admin: 200 } },
  getMe: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  updateProfile: { request: { body: { agentName: 'Agente Matrice' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  choosePlan: { request: { body: { plan: 'base' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  adminPing: { expect: { anonymous: 401, playerA: 403, playerB: 403, admin: 200 } },
  getMission: { expect: { anonymous: 200, playerA: 200, playerB: 200, admin: 200 } },
  getMissionStatus: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  listClues: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  clueArchive: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  unlockClue: { path: '/api/clues/C999/unlock', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  getShop: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  buyShopItem: { request: { body: { code: 'CLU-001' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  getDiary: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  addDiaryNote: { request: { body: { content: 'Nota della matrice' } }, expect: { anonymous: 401, playerA: 201, playerB: 201, admin: 201 } },
  devReset: { expect: { anonymous: 401, playerA: 403, playerB: 403, admin: 403 } },
  buzzQuote: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  listMapAreas: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  buzzMapPurchase: { request: { headers: { 'idempotency-key': 'matrix-map-0001' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  buzzPress: { request: { headers: { 'idempotency-key': 'matrix-press-0001' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  // --- notifications (issue 5) ---
  listNotifications: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  unreadNotificationsCount: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  markNotificationRead: { path: '/api/notifications/01J00000000000000000000000/read', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  markAllNotificationsRead: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  deleteNotification: { path: '/api/notifications/01J00000000000000000000000', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  getPreferences: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  updatePreferences: { request: { body: { weeklyHints: 'all' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  pushPublicKey: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  // A loopback endpoint nobody listens on: nothing leaves the machine if something is ever pushed there.
  pushSubscribe: {
    request: { body: { endpoint: 'http://127.0.0.1:9/matrix', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } } },
    expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 },
  },
  pushUnsubscribe: { request: { body: { endpoint: 'http://127.0.0.1:9/matrix' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  broadcastNotification: { request: { body: { title: 'Matrice', message: 'Prova di accesso' } }, expect: { anonymous: 401, playerA: 403, playerB: 403, admin: 202 } },
  // --- payments (issue 3) ---
  listPlans: { expect: { anonymous: 200, playerA: 200, playerB: 200, admin: 200 } },
  getSubscription: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  subscriptionCheckout: { request: { body: { tier: 'silver' } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  // Nobody here holds a live subscription.
  subscriptionCancel: { expect: { anonymous: 401, playerA: 409, playerB: 409, admin: 409 } },
  listCards: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  addCard: { request: { body: {} }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  setDefaultCard: { path: '/api/payments/cards/pm_nobody/default', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  removeCard: { path: '/api/payments/cards/pm_nobody', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  listPayments: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  getPayment: { path: '/api/payments/pay_nobody', expect: { anonymous: 401, playerA: 404, playerB: 404, admin: 404 } },
  getSpending: { expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  setSpendingCap: { request: { body: { monthlyCapCents: 5000 } }, expect: { anonymous: 401, playerA: 200, playerB: 200, admin: 200 } },
  // Public, but only a valid Stripe signature gets in.
  stripeWebhook: { request: { body: { id: 'evt_forged', type: 'invoice.paid' } }, expect: { anonymous: 400, playerA: 400, playerB: 400, admin: 400 } },
};

describe('authorization matrix', () => {
  const tokens: Partial<Record<Actor, Tokens>> = {};
  beforeAll(async () => {
    tokens.playerA = await registerPlayer('Agente A');
    tokens.playerB = await registerPlayer('Agente B');
    tokens.admin = await createAccount(['admin']);
    // Everyone has chosen Base and the demo mission runs, so the gate lets them play
    // (the gate itself is tested in gameplay.test.ts).
    for (const p of [tokens.playerA, tokens.playerB, tokens.admin]) {
      await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
    }
  });

  it('covers every route of the route table', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(ROUTES.map((r) => r.id).sort());
  });

  for (const route of ROUTES) {
    const row = MATRIX[route.id];
    if (!row) continue; // reported by 'covers every route of the route table'
    for (const actor of ['anonymous', 'playerA', 'playerB', 'admin'] as const) {
      it(`${route.method} ${route.path} as ${actor} → ${row.expect[actor]}`, async () => {
        const res = await api(row.path ?? route.path, { method: route.method, token: tokens[actor]?.accessToken, body: row.request?.body, headers: row.request?.headers });
        expect(res.status).toBe(row.expect[actor]);
        if (res.status === 403) expect(res.body).toEqual({ error: { code: 'FORBIDDEN', message: 'Accesso Negato' } });
      });
    }
  }

  it('reads and writes only the caller’s own data, whatever userId the request names', async () => {
    const a = tokens.playerA!;
    const b = tokens.playerB!;
    const before = (await api('/api/me', { token: a.accessToken })).body;

    const spoofQuery = await api(`/api/me?userId=${a.sub}`, { token: b.accessToken });
    expect(spoofQuery.status).toBe(200);
    expect(spoofQuery.body.user.id).toBe(b.sub);

    const spoofBody = await api('/api/me/profile', { method: 'PATCH', token: b.accessToken, body: { agentName: 'Intruso', userId: a.sub } });
    expect(spoofBody.status).toBe(400);
    expect(spoofBody.body.error.message).toBe('Richiesta non valida');

    const after = (await api('/api/me', { token: a.accessToken })).body;
    expect(after.profile.agentName).toBe(before.profile.agentName);
  });
});
