import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { resetEnvCache } from '../../functions/lib/env';
import { api, baseUrl, createAccount, mailFor, registerPlayer, type Tokens } from './support';

/*
 * Notifications against the whole local system: handlers through the gateway, DynamoDB Local,
 * the stream poller feeding the stream consumer, the WebSocket management API, the local push
 * service and mailbox. Server-side senders (notify, scheduleNotification, the countdown) are
 * called here as the BUZZ or job code would call them, against the same table.
 */
let notify: typeof import('../../functions/domain/notifications/notify').notify;
let scheduleNotification: typeof import('../../functions/domain/notifications/notify').scheduleNotification;
let missionNotices: typeof import('../../functions/domain/notifications/countdown').missionNotices;
let playersOfShard: typeof import('../../functions/domain/notifications/players').playersOfShard;
let subscriptionsOf: typeof import('../../functions/domain/notifications/push').subscriptionsOf;
let getScheduled: typeof import('../../functions/db/repos/notifications').getScheduled;
let profileEntity: typeof import('../../functions/db/entities/profile').profileEntity;
let playerShardOf: typeof import('../../functions/db/entities/profile').playerShardOf;

beforeAll(async () => {
  // Server code in this worker talks to the same DynamoDB Local as the system under test.
  Object.assign(process.env, inject('localEnv'));
  resetEnvCache();
  ({ notify, scheduleNotification } = await import('../../functions/domain/notifications/notify'));
  ({ missionNotices } = await import('../../functions/domain/notifications/countdown'));
  ({ playersOfShard } = await import('../../functions/domain/notifications/players'));
  ({ subscriptionsOf } = await import('../../functions/domain/notifications/push'));
  ({ getScheduled } = await import('../../functions/db/repos/notifications'));
  ({ profileEntity, playerShardOf } = await import('../../functions/db/entities/profile'));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async <T>(fn: () => Promise<T | undefined | false>, what: string, ms = 10_000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
};

const readyPlayer = async (): Promise<Tokens & { email: string }> => {
  const p = await registerPlayer();
  await api('/api/me/plan', { method: 'POST', token: p.accessToken, body: { plan: 'base' } });
  return p;
};

/** An open "tab": a WebSocket with every message it received. */
const openTab = async (token: string) => {
  const ws = new WebSocket(`${inject('wsUrl')}?token=${token}`);
  const messages: any[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws, messages,
    waitFor: (pred: (m: any) => boolean, what: string) => until(async () => messages.find(pred), what),
  };
};

const inbox = async (token: string, query = '') => (await api(`/api/notifications${query}`, { token })).body;

describe('notifications API', () => {
  it('lists server-created notifications newest first with the unread count, and nobody else sees them', async () => {
    const a = await readyPlayer();
    const b = await readyPlayer();
    await notify(a.sub, { type: 'generic', title: 'Primo', message: 'uno' });
    await notify(a.sub, { type: 'buzz', title: 'Secondo', message: 'due', url: '/buzz' });

    const list = await inbox(a.accessToken);
    expect(list.items.map((n: any) => n.title)).toEqual(['Secondo', 'Primo']);
    expect(list.items[0]).toMatchObject({ type: 'buzz', message: 'due', url: '/buzz', read: false });
    expect(list.unread).toBe(2);
    expect((await api('/api/notifications/unread-count', { token: a.accessToken })).body).toEqual({ unread: 2 });

    expect((await inbox(b.accessToken)).items).toEqual([]);
    const foreign = await api(`/api/notifications/${list.items[0].id}/read`, { method: 'POST', token: b.accessToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Notifica non trovata');
    expect((await inbox(a.accessToken)).unread).toBe(2);
  });

  it('pages by cursor and filters unread and alerts', async () => {
    const p = await readyPlayer();
    for (let i = 1; i <= 5; i++) await notify(p.sub, { type: i % 2 ? 'alert' : 'generic', title: `N${i}`, message: 'x' });
    const first = await inbox(p.accessToken, '?limit=2');
    expect(first.items.map((n: any) => n.title)).toEqual(['N5', 'N4']);
    const second = await inbox(p.accessToken, `?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.items.map((n: any) => n.title)).toEqual(['N3', 'N2']);

    await api(`/api/notifications/${first.items[0].id}/read`, { method: 'POST', token: p.accessToken });
    expect((await inbox(p.accessToken, '?filter=unread')).items.map((n: any) => n.title)).toEqual(['N4', 'N3', 'N2', 'N1']);
    expect((await inbox(p.accessToken, '?filter=alerts')).items.map((n: any) => n.title)).toEqual(['N5', 'N3', 'N1']);
    expect((await api('/api/notifications?limit=500', { token: p.accessToken })).status).toBe(400);
  });

  it('marks one read (twice is harmless), all read, and soft-deletes, keeping the counter exact', async () => {
    const p = await readyPlayer();
    for (let i = 0; i < 4; i++) await notify(p.sub, { type: 'generic', title: `T${i}`, message: 'x' });
    const [n3, n2] = (await inbox(p.accessToken)).items;

    const read = await api(`/api/notifications/${n3.id}/read`, { method: 'POST', token: p.accessToken });
    expect(read.body).toMatchObject({ notification: { id: n3.id, read: true }, unread: 3 });
    const again = await Promise.all([1, 2].map(() => api(`/api/notifications/${n3.id}/read`, { method: 'POST', token: p.accessToken })));
    expect(again.map((r) => r.body.unread)).toEqual([3, 3]);

    const del = await api(`/api/notifications/${n2.id}`, { method: 'DELETE', token: p.accessToken });
    expect(del.body).toEqual({ unread: 2 });
    expect((await inbox(p.accessToken)).items.map((n: any) => n.id)).not.toContain(n2.id);
    expect((await api(`/api/notifications/${n2.id}`, { method: 'DELETE', token: p.accessToken })).status).toBe(404);

    const all = await api('/api/notifications/read-all', { method: 'POST', token: p.accessToken });
    expect(all.body).toEqual({ updated: 2, unread: 0 });
    expect((await inbox(p.accessToken)).items.every((n: any) => n.read)).toBe(true);
  });

  it('counts right when "mark all" races new notices and single reads', async () => {
    const p = await readyPlayer();
    for (let i = 0; i < 8; i++) await notify(p.sub, { type: 'generic', title: `R${i}`, message: 'x' });
    const ids = (await inbox(p.accessToken)).items.map((n: any) => n.id);
    await Promise.all([
      api('/api/notifications/read-all', { method: 'POST', token: p.accessToken }),
      ...ids.slice(0, 4).map((id: string) => api(`/api/notifications/${id}/read`, { method: 'POST', token: p.accessToken })),
      notify(p.sub, { type: 'generic', title: 'Nuova', message: 'x' }),
    ]);
    const list = await inbox(p.accessToken, '?limit=50');
    expect(list.unread).toBe(list.items.filter((n: any) => !n.read).length);
  });
});

describe('live delivery over the WebSocket', () => {
  it('pushes a new notification to the owner’s open tabs only, and a read to every tab', async () => {
    const p = await readyPlayer();
    const other = await readyPlayer();
    const tab1 = await openTab(p.accessToken);
    const tab2 = await openTab(p.accessToken);
    const stranger = await openTab(other.accessToken);

    const t0 = Date.now();
    const created = await notify(p.sub, { type: 'map_buzz', title: 'Nuova area BUZZ MAPPA', message: 'Raggio 95 km' });
    expect(created.status).toBe('created');
    const id = created.status === 'created' ? created.notification.id : '';
    const live = await tab1.waitFor((m) => m.type === 'notification', 'the notification on tab 1');
    const liveMs = Date.now() - t0;
    expect(live.notification).toMatchObject({ id, title: 'Nuova area BUZZ MAPPA', message: 'Raggio 95 km', type: 'map_buzz', read: false });
    await tab2.waitFor((m) => m.type === 'notification' && m.notification.id === id, 'the notification on tab 2');
    await tab1.waitFor((m) => m.type === 'notifications-changed' && m.unread === 1, 'unread 1');

    await api(`/api/notifications/${id}/read`, { method: 'POST', token: p.accessToken });
    await tab1.waitFor((m) => m.type === 'notifications-changed' && m.unread === 0, 'unread 0 on tab 1');
    await tab2.waitFor((m) => m.type === 'notifications-changed' && m.unread === 0, 'unread 0 on tab 2');
    expect(stranger.messages).toEqual([]);
    console.info(`[figure] notification → open tab over the local WebSocket: ${liveMs} ms`);
    for (const t of [tab1, tab2, stranger]) t.ws.close();
  });

  it('removes the stored connection when the socket closes', async () => {
    const p = await readyPlayer();
    const tab = await openTab(p.accessToken);
    const { connectionsOf } = await import('../../functions/db/repos/connections');
    await until(async () => (await connectionsOf(p.sub)).length === 1, 'the stored connection');
    tab.ws.close();
    await until(async () => (await connectionsOf(p.sub)).length === 0, 'the connection removed');
  });
});

describe('preferences', () => {
  it('defaults to the spec’s values and is changed with PATCH', async () => {
    const p = await readyPlayer();
    expect((await api('/api/me/preferences', { token: p.accessToken })).body).toEqual({
      notificationsEnabled: true, weeklyHints: 'all', preferredRewards: ['luxury', 'tech', 'viaggi', 'food', 'sport', 'cultura'],
    });
    const res = await api('/api/me/preferences', {
      method: 'PATCH', token: p.accessToken, body: { weeklyHints: 'only-premium', preferredRewards: ['sport', 'luxury', 'sport'] },
    });
    expect(res.body).toEqual({ notificationsEnabled: true, weeklyHints: 'only-premium', preferredRewards: ['luxury', 'sport'] });
    expect((await api('/api/me/preferences', { method: 'PATCH', token: p.accessToken, body: { weeklyHints: 'qualche' } })).status).toBe(400);
  });

  it('is honoured by the senders: weekly hints, reward categories, notifications off', async () => {
    const p = await readyPlayer();
    await api('/api/me/preferences', { method: 'PATCH', token: p.accessToken, body: { weeklyHints: 'only-premium', preferredRewards: ['tech'] } });
    const weekly = (premium: boolean) => notify(p.sub, { type: 'weekly_summary', title: premium ? 'Premium' : 'Base', message: 'x', topic: { kind: 'weekly-hint', premium } });
    expect((await weekly(false)).status).toBe('skipped');
    expect((await weekly(true)).status).toBe('created');
    expect((await notify(p.sub, { type: 'rewards', title: 'Viaggio', message: 'x', topic: { kind: 'reward', category: 'viaggi' } })).status).toBe('skipped');
    expect((await notify(p.sub, { type: 'rewards', title: 'Tech', message: 'x', topic: { kind: 'reward', category: 'tech' } })).status).toBe('created');

    await api('/api/me/preferences', { method: 'PATCH', token: p.accessToken, body: { notificationsEnabled: false } });
    expect((await notify(p.sub, { type: 'generic', title: 'Zitto', message: 'x' })).status).toBe('skipped');
    expect((await inbox(p.accessToken)).items.map((n: any) => n.title)).toEqual(['Tech', 'Premium']);
  });
});

describe('scheduled notifications', () => {
  it('two overlapping runs of the 5-minute job deliver each due notification once', async () => {
    const p = await readyPlayer();
    const past = new Date(Date.now() - 60_000);
    const due = await Promise.all(
      Array.from({ length: 6 }, (_, i) => scheduleNotification(p.sub, { type: 'buzz', title: `Promemoria ${i}`, message: 'x' }, past)),
    );
    const later = await scheduleNotification(p.sub, { type: 'buzz', title: 'Più tardi', message: 'x' }, new Date(Date.now() + 3 * 3600_000));

    const runs = await Promise.all([1, 2, 3].map(() => api('/_local/schedules/process-scheduled-notifications', { method: 'POST' })));
    const processedByRuns = runs.reduce((sum, r) => sum + (r.body.processed ?? 0), 0);
    expect(processedByRuns).toBeGreaterThanOrEqual(6);

    const titles = (await inbox(p.accessToken, '?limit=50')).items.map((n: any) => n.title).sort();
    expect(titles).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Promemoria ${i}`));
    for (const s of due) expect((await getScheduled(p.sub, s.scheduleId))?.state).toBe('sent');
    expect((await getScheduled(p.sub, later.scheduleId))?.state).toBe('pending');

    await api('/_local/schedules/process-scheduled-notifications', { method: 'POST' });
    expect((await inbox(p.accessToken, '?limit=50')).items).toHaveLength(6);
  });

  it('skips a due notice the player turned off, and never delivers it later', async () => {
    const p = await readyPlayer();
    await api('/api/me/preferences', { method: 'PATCH', token: p.accessToken, body: { notificationsEnabled: false } });
    const s = await scheduleNotification(p.sub, { type: 'buzz', title: 'Silenzio', message: 'x' }, new Date(Date.now() - 1000));
    await api('/_local/schedules/process-scheduled-notifications', { method: 'POST' });
    expect((await getScheduled(p.sub, s.scheduleId))?.state).toBe('skipped');
    expect((await inbox(p.accessToken)).items).toEqual([]);
  });
});

/** A browser's push subscription: real P-256 keys, so the test can decrypt what arrives. */
const browserSubscription = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const id = randomUUID();
  return {
    id, ecdh, auth,
    body: {
      endpoint: `${baseUrl()}/_local/push/endpoint/${id}`, expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
};
const require = createRequire(import.meta.url);
const ece = require('http_ece') as { decrypt: (buf: Buffer, p: Record<string, unknown>) => Buffer };
const pushRequests = async (id: string) => (await api(`/_local/push/requests?id=${id}`)).body as { body: string; status: number; headers: Record<string, string | null> }[];

describe('Web Push', () => {
  it('serves the VAPID public key, delivers a notification to a stored subscription, and drops it on 410', async () => {
    const p = await readyPlayer();
    const key = await api('/api/push/public-key', { token: p.accessToken });
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);

    const sub = browserSubscription();
    expect((await api('/api/push/subscription', { method: 'PUT', token: p.accessToken, body: sub.body })).status).toBe(200);
    // Subscribing again from the same browser updates, it does not duplicate.
    await api('/api/push/subscription', { method: 'PUT', token: p.accessToken, body: sub.body });
    expect(await subscriptionsOf(p.sub)).toHaveLength(1);

    await notify(p.sub, { type: 'buzz', title: 'Indizio in arrivo', message: 'Apri la console', url: '/buzz' });
    const [req] = await until(async () => { const r = await pushRequests(sub.id); return r.length ? r : undefined; }, 'the push request');
    expect(req!.headers.contentEncoding).toBe('aes128gcm');
    expect(req!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    const clear = ece.decrypt(Buffer.from(req!.body, 'base64'), { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth.toString('base64url') });
    expect(JSON.parse(clear.toString('utf8'))).toMatchObject({ title: 'Indizio in arrivo', body: 'Apri la console', url: '/buzz', type: 'buzz' });

    await api(`/_local/push/respond/${sub.id}`, { method: 'POST', body: { status: 410 } });
    await notify(p.sub, { type: 'buzz', title: 'Seconda', message: 'x' });
    await until(async () => (await subscriptionsOf(p.sub)).length === 0, 'the dead subscription removed');
    expect((await pushRequests(sub.id)).map((r) => r.status)).toEqual([201, 410]);

    await notify(p.sub, { type: 'buzz', title: 'Terza', message: 'x' });
    await sleep(1500);
    expect(await pushRequests(sub.id)).toHaveLength(2);
  });

  it('does not push an in-app-only notice, and removes a subscription on request', async () => {
    const p = await readyPlayer();
    const sub = browserSubscription();
    await api('/api/push/subscription', { method: 'PUT', token: p.accessToken, body: sub.body });
    await notify(p.sub, { type: 'generic', title: 'Solo in app', message: 'x', push: false });
    await sleep(1500);
    expect(await pushRequests(sub.id)).toEqual([]);
    await api('/api/push/subscription', { method: 'DELETE', token: p.accessToken, body: { endpoint: sub.body.endpoint } });
    expect(await subscriptionsOf(p.sub)).toEqual([]);
  });
});

describe('admin broadcast', () => {
  it('validates with the spec’s messages and refuses players', async () => {
    const admin = await createAccount(['admin']);
    const player = await readyPlayer();
    const empty = await api('/api/admin/notifications', { method: 'POST', token: admin.accessToken, body: { title: '', message: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Inserisci titolo e messaggio.');
    const missing = await api('/api/admin/notifications', { method: 'POST', token: admin.accessToken, body: { title: 'Solo titolo' } });
    expect(missing.body.error.message).toBe('Inserisci titolo e messaggio.');
    const long = await api('/api/admin/notifications', { method: 'POST', token: admin.accessToken, body: { title: 'x'.repeat(51), message: 'y' } });
    expect(long.status).toBe(400);
    const denied = await api('/api/admin/notifications', { method: 'POST', token: player.accessToken, body: { title: 'T', message: 'M' } });
    expect(denied.status).toBe(403);
  });

  it('reaches every player in-app and by push, once, through the topic fan-out', async () => {
    const admin = await createAccount(['admin']);
    const p = await readyPlayer();
    const sub = browserSubscription();
    await api('/api/push/subscription', { method: 'PUT', token: p.accessToken, body: sub.body });
    const title = `Avviso ${randomUUID().slice(0, 6)}`;
    const res = await api('/api/admin/notifications', { method: 'POST', token: admin.accessToken, body: { title, message: 'Nuova settimana!', url: '/home' } });
    expect(res.status).toBe(202);
    expect(res.body.batches).toBe(16);
    const got = await until(async () => (await inbox(p.accessToken)).items.find((n: any) => n.title === title), 'the broadcast in the inbox');
    expect(got).toMatchObject({ type: 'general', message: 'Nuova settimana!', url: '/home' });
    await until(async () => (await pushRequests(sub.id)).length === 1, 'the broadcast push');
    await sleep(1000);
    expect((await inbox(p.accessToken)).items.filter((n: any) => n.title === title)).toHaveLength(1);
    expect(await pushRequests(sub.id)).toHaveLength(1);
  });
});

describe('mission countdown notices', () => {
  it('finds a player in the sharded directory', async () => {
    const p = await readyPlayer();
    const shard = playerShardOf(p.sub);
    let found = false;
    for await (const page of playersOfShard(shard)) if (page.some((x) => x.userId === p.sub)) found = true;
    expect(found).toBe(true);
  });

  it('announces each tier’s access start once (in-app, e-mail), then the last days and the end', async () => {
    const base = await readyPlayer();
    const noPlan = await registerPlayer();
    await api('/api/me', { token: noPlan.accessToken });
    const ids = [base.sub, noPlan.sub];
    const players = async function* () {
      const out = await Promise.all(ids.map(async (userId) => (await profileEntity().get({ userId }).go()).data!));
      yield out;
    };
    const missionId = `test-${randomUUID().slice(0, 8)}`;
    const startsAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const m = { missionId, title: 'Missione di prova', startsAt, durationDays: 30 };

    const runs = await Promise.all([1, 2].map(() => missionNotices(m, { now: new Date(), players })));
    expect(runs.map((r) => r.accessStart.base ?? 0).reduce((a, b) => a + b)).toBe(1);
    const items = (await inbox(base.accessToken)).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'mission_alert', title: 'La missione è iniziata', url: '/home' });
    expect(items[0].message).toContain('Base');
    const mails = await mailFor(base.email);
    expect(mails.filter((x) => x.subject === 'TRACCIA - La missione è iniziata')).toHaveLength(1);
    expect((await inbox(noPlan.accessToken)).items).toEqual([]);

    const day = 24 * 3600_000;
    const threeLeft = new Date(Date.parse(startsAt) + 27 * day + 60_000);
    await missionNotices(m, { now: threeLeft, players });
    await missionNotices(m, { now: threeLeft, players });
    const ended = new Date(Date.parse(startsAt) + 30 * day + 60_000);
    await missionNotices(m, { now: ended, players });
    const titles = (await inbox(base.accessToken)).items.map((n: any) => n.title);
    expect(titles).toEqual(['Missione terminata', 'La missione termina tra 3 giorni', 'La missione è iniziata']);
  });
});
