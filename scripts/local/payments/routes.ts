import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { CARD_MESSAGES } from '../../../functions/core/payments';
import { AppError } from '../../../functions/lib/errors';
import { startPayment } from '../../../functions/domain/payments/payments';
import type { FakeStripe } from './fake-stripe';
import { renderCheckoutPage, type PageInput } from './checkout-page';
import { TEST_PURPOSE } from './test-purpose';

type LocalRoute = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<void>;

const json = (res: http.ServerResponse, status: number, body: unknown): void =>
  void res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));

const API_METHODS = new Set([
  'createCustomer', 'createSubscriptionCheckout', 'getCheckoutSession', 'getSubscription', 'cancelAtPeriodEnd',
  'getInvoice', 'createSetupCheckout', 'getSetupIntentCard', 'getCard', 'detachCard', 'setDefaultCard',
  'chargeOffSession', 'createPaymentCheckout', 'getPaymentIntent', 'refund',
]);

/** Per-field checks of the card form, with the spec's messages (03 §5). */
export const checkCardForm = (f: { number: string; expiry: string; cvc: string; name: string }) => {
  const errors: Partial<Record<'number' | 'expiry' | 'cvc' | 'name', string>> = {};
  const digits = f.number.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(digits)) errors.number = CARD_MESSAGES.number;
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(f.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiry;
  if (f.cvc.trim().length < 3) errors.cvc = CARD_MESSAGES.cvc;
  if (f.name.trim().length < 2) errors.name = CARD_MESSAGES.name;
  return { errors, digits, expMonth: month, expYear: m ? 2000 + Number(m[2]) : 0 };
};

/**
 * The fake's HTTP face, mounted by the local gateway:
 * - /_local/payments/api/<method>   the provider port (local-provider.ts calls these)
 * - /_local/payments/advance        next period of a subscription (renewal invoice) {subscriptionId | userId}
 * - /_local/payments/hold           keep a player's webhooks back {userId, hold} (tests deliver them)
 * - /_local/payments/events?userId= events emitted for a player (signed payloads are rebuilt by tests)
 * - /_local/payments/state?userId=  the player's subscriptions, invoices and refunds
 * - /_local/payments/test-charge    a one-off payment through the real payment service (test purpose)
 * - /_local/checkout/<sessionId>    the checkout page (GET) and its form (POST)
 */
export const paymentRoutes = (fake: FakeStripe): { payments: LocalRoute; checkout: LocalRoute } => ({
  payments: async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, , , op, method] = url.pathname.split('/'); // '', '_local', 'payments', op, method
    const args = body.length ? JSON.parse(body.toString('utf8')) : {};
    try {
      if (op === 'api' && method && API_METHODS.has(method) && req.method === 'POST') {
        const result = await (fake as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...(args as unknown[]));
        return json(res, 200, { result: result ?? null });
      }
      if (op === 'advance' && req.method === 'POST') {
        const ids: string[] = args.subscriptionId ? [args.subscriptionId] : fake.subscriptionsOf(String(args.userId)).map((s) => s.id);
        const out = ids.map((id) => fake.advance(id));
        if (args.wait !== false) await fake.drain();
        return json(res, 200, { subscriptions: out });
      }
      if (op === 'hold' && req.method === 'POST') {
        fake.holdFor(String(args.userId), args.hold !== false);
        return json(res, 200, { ok: true });
      }
      if (op === 'drain') {
        await fake.drain();
        return json(res, 200, { ok: true });
      }
      if (op === 'events') return json(res, 200, { events: fake.eventsOf(url.searchParams.get('userId') ?? '') });
      if (op === 'state') {
        const userId = url.searchParams.get('userId') ?? '';
        return json(res, 200, { subscriptions: fake.subscriptionsOf(userId), invoices: fake.invoicesOf(userId), refunds: fake.refunds() });
      }
      if (op === 'test-charge' && req.method === 'POST') {
        try {
          const payment = await startPayment({
            userId: String(args.userId), purpose: TEST_PURPOSE, amountCents: Number(args.amountCents),
            description: String(args.description ?? 'Pagamento di prova'), params: { credits: args.credits ?? 0, refuse: Boolean(args.refuse) },
            idempotencyKey: String(args.idempotencyKey), returnPath: '/home',
          });
          return json(res, 200, payment);
        } catch (e) {
          if (e instanceof AppError) return json(res, e.statusCode, { error: { code: e.code, message: e.expose ? e.message : 'errore' } });
          throw e;
        }
      }
      return json(res, 404, { error: 'Not Found' });
    } catch (e) {
      const err = e as Error & { statusCode?: number };
      return json(res, err.statusCode ?? 500, { error: err.message });
    }
  },

  checkout: async (req, res, body) => {
    const id = decodeURIComponent((req.url ?? '').split('?')[0]!.split('/')[3] ?? '');
    const session = fake.session(id);
    if (!session) return void res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Sessione non trovata');
    const nonce = randomBytes(12).toString('base64');
    const page = (extra: Partial<PageInput> = {}, status = 200): void =>
      void res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY',
        'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self' http://localhost:* http://127.0.0.1:*; base-uri 'none'`,
      }).end(renderCheckoutPage({
        id, mode: session.mode, description: session.description, amount: session.amount, closed: session.status !== 'open', nonce, ...extra,
      }));
    if (req.method !== 'POST') return page();
    const form = new URLSearchParams(body.toString('utf8'));
    if (form.get('action') === 'cancel') {
      const to = fake.cancel(id);
      return void res.writeHead(303, { location: to }).end();
    }
    const values = { number: form.get('number') ?? '', expiry: form.get('expiry') ?? '', cvc: form.get('cvc') ?? '', name: form.get('name') ?? '' };
    const checked = checkCardForm(values);
    if (Object.keys(checked.errors).length) return page({ fieldErrors: checked.errors, values }, 422);
    const out = fake.complete(id, { digits: checked.digits, expMonth: checked.expMonth, expYear: checked.expYear });
    if ('error' in out) return page({ error: out.error, values }, 402);
    return void res.writeHead(303, { location: out.redirect }).end();
  },
});
