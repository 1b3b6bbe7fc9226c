import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG } from '../../functions/core/messages';
import { json, makeMe, meApi, renderApp } from './harness';
import { enablePush } from '../../web/src/lib/push';
import { backoffDelay } from '../../web/src/features/notifications/live/live-socket';

vi.mock('../../web/src/lib/auth', async (real) => ({ ...(await real<object>()), ...(await import('./fake-auth')) }));

/** A WebSocket stand-in the test drives: open, message, close. */
class FakeSocket {
  static all: FakeSocket[] = [];
  static OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const n = (id: string, over: Record<string, unknown> = {}) => ({
  id, type: 'generic', title: `Titolo ${id}`, message: `Messaggio ${id}`, url: null, read: false, createdAt: new Date().toISOString(), ...over,
});

const notificationsApi = (items: ReturnType<typeof n>[], unread = items.filter((x) => !x.read).length) =>
  meApi(makeMe(), (req) => {
    if (req.path === '/api/notifications/unread-count') return json(200, { unread });
    if (req.path === '/api/notifications' && req.method === 'GET') return json(200, { items, nextCursor: null, unread });
    if (req.path === '/api/notifications/read-all') return json(200, { updated: unread, unread: 0 });
    const read = /^\/api\/notifications\/(\w+)\/read$/.exec(req.path);
    if (read) return json(200, { notification: { ...items.find((x) => x.id === read[1])!, read: true }, unread: Math.max(0, unread - 1) });
    return undefined;
  });

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.useRealTimers());

describe('notifications page', () => {
  it('groups notifications by category, filters, and marks all read', async () => {
    const items = [n('A', { type: 'buzz' }), n('B', { type: 'alert' }), n('C', { type: 'buzz', read: true })];
    const { user, calls } = renderApp('/notifications', { auth: 'authenticated', api: notificationsApi(items) });
    expect(await screen.findByRole('heading', { name: 'Notifiche', level: 1 })).toBeTruthy();
    const buzz = await screen.findByRole('button', { name: /^Buzz/, expanded: true });
    expect(screen.getByRole('button', { name: /^Avvisi/ })).toBeTruthy();
    expect(screen.getAllByTestId('notification-row')).toHaveLength(3);

    await user.click(buzz);
    expect(screen.getAllByTestId('notification-row')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Buzz', pressed: false }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications' && c.method === 'GET')).toBe(true));
    expect(calls.map((c) => c.path)).toContain('/api/notifications');

    await user.click(screen.getByRole('button', { name: MSG.markAllRead }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/read-all' && c.method === 'POST')).toBe(true));
  });

  it('shows the empty state with a reload button', async () => {
    const { user, calls } = renderApp('/notifications', { auth: 'authenticated', api: notificationsApi([]) });
    expect(await screen.findByText('Nessuna notifica')).toBeTruthy();
    const before = calls.filter((c) => c.path === '/api/notifications').length;
    await user.click(screen.getByRole('button', { name: 'Ricarica' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/notifications').length).toBe(before + 1));
  });

  it('opens a notification in the detail dialog, which marks it read', async () => {
    const { user, calls } = renderApp('/notifications', { auth: 'authenticated', api: notificationsApi([n('X1', { url: '/buzz' })]) });
    await user.click(await screen.findByRole('button', { name: /^Titolo X1/ }));
    const dialog = screen.getByRole('dialog', { name: 'Titolo X1' });
    expect(within(dialog).getByText('Messaggio X1')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Apri' }).getAttribute('href')).toBe('/buzz');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications/X1/read' && c.method === 'POST')).toBe(true));
  });
});

describe('live notifications in the shell', () => {
  it('shows the unread count on the badge and the bell dot, a live notice as a toast, and updates on change', async () => {
    renderApp('/home', { auth: 'authenticated', api: notificationsApi([n('L1')], 1) });
    const tab = await screen.findByRole('link', { name: /Notifiche/ });
    await waitFor(() => expect(within(tab).getByTestId('count-badge').firstChild?.textContent).toBe('1'));
    expect(screen.getByTestId('bell-dot')).toBeTruthy();

    await waitFor(() => expect(FakeSocket.all.length).toBe(1));
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe('ws://localhost/ws?token=test-access-token');
    act(() => ws.open());
    act(() => ws.receive({ type: 'notification', notification: n('L2', { title: 'Nuova area BUZZ MAPPA', message: 'Raggio 95 km' }) }));
    expect(await screen.findByText('Nuova area BUZZ MAPPA')).toBeTruthy();
    act(() => ws.receive({ type: 'notifications-changed', unread: 120 }));
    await waitFor(() => expect(within(tab).getByTestId('count-badge').firstChild?.textContent).toBe('99+'));
    act(() => ws.receive({ type: 'notifications-changed', unread: 0 }));
    await waitFor(() => expect(within(tab).queryByTestId('count-badge')).toBeNull());
    expect(screen.queryByTestId('bell-dot')).toBeNull();
  });

  it('reconnects with backoff when the socket drops', () => {
    expect(backoffDelay(0, 1000, 30_000, () => 1)).toBe(1000);
    expect(backoffDelay(3, 1000, 30_000, () => 1)).toBe(8000);
    expect(backoffDelay(10, 1000, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(2, 1000, 30_000, () => 0)).toBe(2000);
  });

  it('opens the bell dropdown and closes it with a swipe up of 64 px', async () => {
    const { user } = renderApp('/home', { auth: 'authenticated', api: notificationsApi([n('D1')]) });
    await user.click(await screen.findByRole('button', { name: 'Apri notifiche' }));
    const panel = await screen.findByRole('dialog', { name: 'Ultime notifiche' });
    expect(await within(panel).findByText('Titolo D1')).toBeTruthy();
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.pointerDown(panel, { clientY: 300 });
    fireEvent.pointerUp(panel, { clientY: 270 });
    expect(screen.getByRole('dialog', { name: 'Ultime notifiche' })).toBeTruthy();
    fireEvent.pointerDown(panel, { clientY: 300 });
    fireEvent.pointerUp(panel, { clientY: 236 });
    expect(screen.queryByRole('dialog', { name: 'Ultime notifiche' })).toBeNull();
  });

  it('shows the dynamic island with the unread count and hides it after 5 s', async () => {
    renderApp('/home', { auth: 'authenticated', api: notificationsApi([n('I1'), n('I2')], 2) });
    expect((await screen.findByTestId('dynamic-island')).textContent).toContain('2 notifiche non lette');
    const shownAt = Date.now();
    await waitFor(() => expect(screen.queryByTestId('dynamic-island')).toBeNull(), { timeout: 8000, interval: 100 });
    const hiddenAfter = Date.now() - shownAt;
    expect(hiddenAfter).toBeGreaterThan(4500);
    expect(hiddenAfter).toBeLessThan(7000);
  }, 15_000);
});

describe('push enable button', () => {
  it('says "❌ Non supportato" without push support', async () => {
    expect(await enablePush({ publicKey: async () => 'k', save: async () => undefined })).toEqual({ ok: false, message: MSG.pushUnsupported });
  });

  it('says "⚠️ Permesso negato" when the permission is denied, and "✅ Notifiche attivate." when it works', async () => {
    const subscribe = vi.fn(async () => ({ toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }) }));
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    Object.defineProperty(navigator, 'serviceWorker', { value: { register: async () => registration, ready: Promise.resolve(registration) }, configurable: true });
    vi.stubGlobal('PushManager', class {});
    let answer: NotificationPermission = 'denied';
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => answer });
    const save = vi.fn(async () => undefined);
    expect(await enablePush({ publicKey: async () => 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', save })).toEqual({ ok: false, message: MSG.pushDenied });
    answer = 'granted';
    expect(await enablePush({ publicKey: async () => 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', save })).toEqual({ ok: true, message: MSG.pushEnabled });
    expect(save).toHaveBeenCalledWith({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } });
    subscribe.mockRejectedValueOnce(new Error('AbortError'));
    expect(await enablePush({ publicKey: async () => 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', save })).toEqual({ ok: false, message: MSG.pushError });
  });
});

describe('notification fetch errors', () => {
  it('are swallowed: no error toast, the empty state with reload (spec 01 §8)', async () => {
    const { apiError } = await import('./harness');
    renderApp('/notifications', {
      auth: 'authenticated',
      api: meApi(makeMe(), (req) => (req.path.startsWith('/api/notifications') ? apiError(500, 'INTERNAL', 'Si è verificato un errore imprevisto') : undefined)),
    });
    expect(await screen.findByText('Nessuna notifica', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Si è verificato un errore imprevisto')).toBeNull();
  }, 15_000);
});
