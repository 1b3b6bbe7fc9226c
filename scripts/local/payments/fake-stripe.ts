import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { PLANS, type PaidTier } from '../../../functions/core/plans';
import { cardBrand, cardExpired, priceLookupKey, TEST_CARDS } from '../../../functions/core/payments';
import { declineMessage } from '../../../functions/adapters/payments/common';
import type {
  ChargeResult, ProviderCard, ProviderCheckoutSession, ProviderInvoice, ProviderPaymentIntent, ProviderSubscription, Redirect,
} from '../../../functions/adapters/payments/provider';

/**
 * The local test payment provider (D8): a small, in-memory Stripe with the objects TRACCIA uses
 * (customers, cards, Checkout sessions in subscription/setup/payment mode, monthly subscriptions
 * with periods and invoices, PaymentIntents, refunds). State is kept in memory and in
 * `<dataDir>/payments.json`. Every change emits a Stripe-shaped event, signed with the local
 * webhook secret by Stripe's own helper and POSTed to the real webhook handler, with retries as
 * Stripe does. Card numbers typed into the local checkout page stay in this process: the API
 * functions only ever see brand, last4 and expiry, as with Stripe.
 */
type Behaviour = 'ok' | 'decline' | 'auth';

interface Customer { id: string; email: string; name: string; metadata: Record<string, string>; defaultPm: string | null }
interface PaymentMethod { id: string; customer: string | null; brand: string; last4: string; expMonth: number; expYear: number; behaviour: Behaviour }
interface Session {
  id: string; mode: 'subscription' | 'setup' | 'payment'; status: 'open' | 'complete' | 'expired'; customer: string;
  tier: PaidTier | null; amount: number; currency: string; description: string; metadata: Record<string, string>;
  successUrl: string; cancelUrl: string; subscription: string | null; paymentIntent: string | null; setupIntent: string | null;
  paymentIntentMetadata: Record<string, string>;
}
interface Subscription {
  id: string; customer: string; tier: PaidTier; status: string; periodStart: number; periodEnd: number;
  cancelAtPeriodEnd: boolean; created: number; defaultPm: string | null; metadata: Record<string, string>;
}
interface Invoice { id: string; customer: string; subscription: string; tier: PaidTier; status: string; amountPaid: number; currency: string; created: number }
interface PaymentIntent {
  id: string; customer: string | null; amount: number; currency: string; status: string; metadata: Record<string, string>;
  pm: string | null; lastError: string | null; refunded: boolean; description: string;
}
interface SetupIntent { id: string; customer: string; pm: string | null; status: string }

interface State {
  seq: number;
  customers: Record<string, Customer>;
  paymentMethods: Record<string, PaymentMethod>;
  sessions: Record<string, Session>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  paymentIntents: Record<string, PaymentIntent>;
  setupIntents: Record<string, SetupIntent>;
  idempotency: Record<string, unknown>;
}

export interface SentEvent { id: string; type: string; customer: string | null; payload: string }

const empty = (): State => ({
  seq: 0, customers: {}, paymentMethods: {}, sessions: {}, subscriptions: {}, invoices: {}, paymentIntents: {}, setupIntents: {}, idempotency: {},
});

const nowS = () => Math.floor(Date.now() / 1000);
const iso = (s: number) => new Date(s * 1000).toISOString();
/** One calendar month later, as Stripe bills monthly plans. */
const addMonth = (s: number) => {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

export const behaviourOf = (digits: string): Behaviour =>
  digits === TEST_CARDS.declined || digits === TEST_CARDS.declineAfterAttach ? 'decline' : digits === TEST_CARDS.authentication ? 'auth' : 'ok';

export interface FakeStripeOptions {
  baseUrl: string;
  webhookUrl: string;
  webhookSecret: string;
  /** Where payments.json lives; null keeps everything in memory. */
  dataDir: string | null;
}

export class FakeStripe {
  private state: State;
  private readonly file: string | null;
  /** Events of held customers are recorded but not sent (tests deliver them themselves). */
  private readonly held = new Set<string>();
  readonly sent: SentEvent[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly opts: FakeStripeOptions) {
    this.file = opts.dataDir ? path.join(opts.dataDir, 'payments.json') : null;
    this.state = this.file && fs.existsSync(this.file) ? { ...empty(), ...JSON.parse(fs.readFileSync(this.file, 'utf8')) } : empty();
  }

  private save() {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify(this.state));
  }

  private id(prefix: string) {
    this.state.seq += 1;
    return `${prefix}_local${String(this.state.seq).padStart(8, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** Stripe's idempotency: the same key returns the first answer. */
  private once<T>(key: string | undefined, fn: () => T): T {
    if (!key) return fn();
    if (key in this.state.idempotency) return this.state.idempotency[key] as T;
    const out = fn();
    this.state.idempotency[key] = out;
    return out;
  }

  // ----- webhooks -----

  private customerOfObject(obj: Record<string, any>): string | null {
    return typeof obj.customer === 'string' ? obj.customer : null;
  }

  private emit(type: string, object: Record<string, any>) {
    const event = {
      id: this.id('evt'), object: 'event', api_version: '2026-10-28.endive', created: nowS(), livemode: false,
      pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object },
    };
    const payload = JSON.stringify(event, null, 2);
    const customer = this.customerOfObject(object);
    this.sent.push({ id: event.id, type, customer, payload });
    if (customer && this.held.has(customer)) return;
    // Delivered one after the other, after the API call that caused them has answered.
    this.queue = this.queue.then(() => this.deliver(payload)).catch(() => undefined);
  }

  private async deliver(payload: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      // unref: a retry still waiting never keeps a stopping process alive.
      await new Promise((r) => setTimeout(r, attempt === 0 ? 20 : 200 * 2 ** attempt).unref());
      try {
        const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.opts.webhookSecret });
        const res = await fetch(this.opts.webhookUrl, {
          method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload,
        });
        if (res.ok) return;
      } catch {
        // the gateway is stopping or restarting: try again, as Stripe does
      }
    }
  }

  /** Waits until every event emitted so far was delivered (tests). */
  drain(): Promise<void> {
    return this.queue;
  }

  holdFor(userId: string, hold: boolean) {
    for (const c of Object.values(this.state.customers)) {
      if (c.metadata.userId !== userId) continue;
      if (hold) this.held.add(c.id);
      else this.held.delete(c.id);
    }
    if (hold) this.heldUsers.add(userId);
    else this.heldUsers.delete(userId);
  }
  private readonly heldUsers = new Set<string>();

  eventsOf(userId: string): SentEvent[] {
    const ids = new Set(Object.values(this.state.customers).filter((c) => c.metadata.userId === userId).map((c) => c.id));
    return this.sent.filter((e) => e.customer && ids.has(e.customer));
  }

  // ----- Stripe-shaped objects (what events carry) -----

  private subObject(s: Subscription) {
    return {
      id: s.id, object: 'subscription', customer: s.customer, status: s.status, cancel_at_period_end: s.cancelAtPeriodEnd,
      created: s.created, metadata: s.metadata, default_payment_method: s.defaultPm,
      items: { object: 'list', data: [{ id: `si_${s.id}`, object: 'subscription_item', current_period_start: s.periodStart, current_period_end: s.periodEnd, price: { id: `price_${s.tier}`, lookup_key: priceLookupKey(s.tier) } }] },
    };
  }
  private invoiceObject(i: Invoice) {
    return {
      id: i.id, object: 'invoice', customer: i.customer, status: i.status, amount_paid: i.amountPaid, currency: i.currency,
      created: i.created, parent: { type: 'subscription_details', subscription_details: { subscription: i.subscription, metadata: {} } },
    };
  }
  private sessionObject(s: Session) {
    return {
      id: s.id, object: 'checkout.session', mode: s.mode, status: s.status, customer: s.customer, subscription: s.subscription,
      payment_intent: s.paymentIntent, setup_intent: s.setupIntent, metadata: s.metadata,
    };
  }
  private piObject(p: PaymentIntent) {
    return { id: p.id, object: 'payment_intent', customer: p.customer, amount: p.amount, currency: p.currency, status: p.status, metadata: p.metadata };
  }

  // ----- the provider API (normalised shapes, as functions/adapters/payments/provider.ts) -----

  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): string {
    return this.mutate(() => this.once(input.idempotencyKey, () => {
      const id = this.id('cus');
      this.state.customers[id] = { id, email: input.email, name: input.name, metadata: { userId: input.userId }, defaultPm: null };
      if (this.heldUsers.has(input.userId)) this.held.add(id);
      return id;
    }));
  }

  private newSession(p: Partial<Session> & Pick<Session, 'mode' | 'customer' | 'successUrl' | 'cancelUrl'>): Redirect {
    const id = this.id('cs');
    this.state.sessions[id] = {
      id, status: 'open', tier: null, amount: 0, currency: 'eur', description: '', metadata: {}, subscription: null,
      paymentIntent: null, setupIntent: null, paymentIntentMetadata: {}, ...p,
    };
    return { id, url: `${this.opts.baseUrl}/_local/checkout/${id}` };
  }

  createSubscriptionCheckout(input: { customerId: string; userId: string; tier: PaidTier; successUrl: string; cancelUrl: string; idempotencyKey: string }): Redirect {
    return this.mutate(() => this.once(input.idempotencyKey, () => this.newSession({
      mode: 'subscription', customer: input.customerId, tier: input.tier, amount: PLANS[input.tier].monthlyPriceCents,
      description: `Abbonamento ${PLANS[input.tier].name}`, metadata: { userId: input.userId, tier: input.tier },
      successUrl: input.successUrl, cancelUrl: input.cancelUrl,
    })));
  }

  createSetupCheckout(input: { customerId: string; userId: string; successUrl: string; cancelUrl: string }): Redirect {
    return this.mutate(() => this.newSession({
      mode: 'setup', customer: input.customerId, metadata: { userId: input.userId }, description: 'Salva una carta',
      successUrl: input.successUrl, cancelUrl: input.cancelUrl,
    }));
  }

  createPaymentCheckout(input: {
    customerId: string; amountCents: number; currency: string; description: string; metadata: Record<string, string>;
    successUrl: string; cancelUrl: string; idempotencyKey: string;
  }): Redirect {
    return this.mutate(() => this.once(input.idempotencyKey, () => this.newSession({
      mode: 'payment', customer: input.customerId, amount: input.amountCents, currency: input.currency, description: input.description,
      metadata: input.metadata, paymentIntentMetadata: input.metadata, successUrl: input.successUrl, cancelUrl: input.cancelUrl,
    })));
  }

  session(id: string): Session | undefined {
    return this.state.sessions[id];
  }

  cardsOf(customerId: string): PaymentMethod[] {
    return Object.values(this.state.paymentMethods).filter((p) => p.customer === customerId);
  }

  getCheckoutSession(id: string): ProviderCheckoutSession {
    const s = this.need(this.state.sessions[id], id);
    return {
      id: s.id, mode: s.mode, status: s.status, customerId: s.customer, subscriptionId: s.subscription,
      paymentIntentId: s.paymentIntent, setupIntentId: s.setupIntent, metadata: s.metadata,
    };
  }

  getSubscription(id: string): ProviderSubscription {
    const s = this.need(this.state.subscriptions[id], id);
    return {
      id: s.id, customerId: s.customer, tier: s.tier, status: s.status as ProviderSubscription['status'],
      currentPeriodStart: iso(s.periodStart), currentPeriodEnd: iso(s.periodEnd), cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      created: s.created, defaultPaymentMethodId: s.defaultPm, metadata: s.metadata,
    };
  }

  cancelAtPeriodEnd(subscriptionId: string): ProviderSubscription {
    return this.mutate(() => {
      const s = this.need(this.state.subscriptions[subscriptionId], subscriptionId);
      s.cancelAtPeriodEnd = true;
      this.emit('customer.subscription.updated', this.subObject(s));
      return this.getSubscription(subscriptionId);
    });
  }

  getInvoice(id: string): ProviderInvoice {
    const i = this.need(this.state.invoices[id], id);
    return {
      id: i.id, customerId: i.customer, subscriptionId: i.subscription, status: i.status, amountPaidCents: i.amountPaid,
      currency: i.currency, tier: i.tier, created: i.created,
    };
  }

  getSetupIntentCard(setupIntentId: string): ProviderCard | null {
    const si = this.need(this.state.setupIntents[setupIntentId], setupIntentId);
    return si.status === 'succeeded' && si.pm ? this.getCard(si.pm) : null;
  }

  getCard(paymentMethodId: string): ProviderCard {
    const p = this.need(this.state.paymentMethods[paymentMethodId], paymentMethodId);
    return { paymentMethodId: p.id, customerId: p.customer, brand: p.brand, last4: p.last4, expMonth: p.expMonth, expYear: p.expYear };
  }

  detachCard(paymentMethodId: string): void {
    this.mutate(() => {
      const p = this.need(this.state.paymentMethods[paymentMethodId], paymentMethodId);
      const c = p.customer ? this.state.customers[p.customer] : undefined;
      if (c?.defaultPm === p.id) c.defaultPm = null;
      p.customer = null;
    });
  }

  setDefaultCard(customerId: string, paymentMethodId: string): void {
    this.mutate(() => {
      const c = this.need(this.state.customers[customerId], customerId);
      const p = this.need(this.state.paymentMethods[paymentMethodId], paymentMethodId);
      if (p.customer !== customerId) throw new Error('payment method not attached to customer');
      c.defaultPm = paymentMethodId;
    });
  }

  chargeOffSession(input: {
    customerId: string; paymentMethodId: string; amountCents: number; currency: string; description: string;
    metadata: Record<string, string>; idempotencyKey: string;
  }): ChargeResult {
    return this.mutate(() => this.once(input.idempotencyKey, (): ChargeResult => {
      const pm = this.need(this.state.paymentMethods[input.paymentMethodId], input.paymentMethodId);
      const id = this.id('pi');
      const expired = cardExpired(pm.expMonth, pm.expYear, new Date());
      const pi: PaymentIntent = {
        id, customer: input.customerId, amount: input.amountCents, currency: input.currency, status: 'succeeded',
        metadata: input.metadata, pm: pm.id, lastError: null, refunded: false, description: input.description,
      };
      this.state.paymentIntents[id] = pi;
      if (pm.behaviour === 'auth') {
        pi.status = 'requires_action';
        return { status: 'requires_action', paymentIntentId: id };
      }
      if (pm.behaviour === 'decline' || expired) {
        pi.status = 'requires_payment_method';
        pi.lastError = expired ? 'expired_card' : 'card_declined';
        this.emit('payment_intent.payment_failed', this.piObject(pi));
        return { status: 'failed', paymentIntentId: id, message: declineMessage(pi.lastError) };
      }
      this.emit('payment_intent.succeeded', this.piObject(pi));
      return { status: 'succeeded', paymentIntentId: id };
    }));
  }

  getPaymentIntent(id: string): ProviderPaymentIntent {
    const p = this.need(this.state.paymentIntents[id], id);
    return {
      id: p.id, customerId: p.customer, status: p.status, amountCents: p.amount, currency: p.currency, metadata: p.metadata,
      paymentMethodId: p.pm, failureMessage: p.lastError ? declineMessage(p.lastError) : null,
    };
  }

  refund(paymentIntentId: string, idempotencyKey: string): void {
    this.mutate(() => this.once(idempotencyKey, () => {
      const p = this.need(this.state.paymentIntents[paymentIntentId], paymentIntentId);
      if (p.status !== 'succeeded') throw new Error('only a succeeded payment can be refunded');
      p.refunded = true;
      this.emit('charge.refunded', { id: this.id('ch'), object: 'charge', customer: p.customer, payment_intent: p.id, refunded: true });
      return true;
    }));
  }

  refunds(): string[] {
    return Object.values(this.state.paymentIntents).filter((p) => p.refunded).map((p) => p.id);
  }

  // ----- the checkout page's actions -----

  /** A card typed on the local page, attached to the session's customer (like Stripe.js + Checkout). */
  private attachCard(customer: string, digits: string, expMonth: number, expYear: number): PaymentMethod {
    const id = this.id('pm');
    const pm: PaymentMethod = {
      id, customer, brand: cardBrand(digits), last4: digits.slice(-4), expMonth, expYear, behaviour: behaviourOf(digits),
    };
    this.state.paymentMethods[id] = pm;
    return pm;
  }

  /** Completes an open session with a card; returns an Italian error for the page, or the redirect. */
  complete(sessionId: string, card: { digits: string; expMonth: number; expYear: number }): { error: string } | { redirect: string } {
    return this.mutate(() => {
      const s = this.need(this.state.sessions[sessionId], sessionId);
      if (s.status !== 'open') return { error: 'Questa sessione di pagamento non è più attiva.' };
      if (cardExpired(card.expMonth, card.expYear, new Date())) return { error: declineMessage('expired_card') };
      const behaviour = behaviourOf(card.digits);
      if (s.mode === 'setup' && this.cardsOf(s.customer).some((p) => p.last4 === card.digits.slice(-4))) {
        return { error: 'Una carta con queste ultime cifre è già presente' };
      }
      // On the page the player is present: a bank's authentication (4000 0025 0000 3155) passes.
      if (behaviour === 'decline' && card.digits === TEST_CARDS.declined) return { error: `Pagamento fallito: ${declineMessage('card_declined')}` };
      const pm = this.attachCard(s.customer, card.digits, card.expMonth, card.expYear);
      const t = nowS();
      if (s.mode === 'subscription' && s.tier) {
        const subId = this.id('sub');
        const sub: Subscription = {
          id: subId, customer: s.customer, tier: s.tier, status: 'active', periodStart: t, periodEnd: addMonth(t),
          cancelAtPeriodEnd: false, created: t, defaultPm: pm.id, metadata: s.metadata,
        };
        this.state.subscriptions[subId] = sub;
        const inv = this.newInvoice(sub, 'paid');
        s.subscription = subId;
        s.status = 'complete';
        this.emit('customer.subscription.created', this.subObject(sub));
        this.emit('invoice.paid', this.invoiceObject(inv));
        this.emit('checkout.session.completed', this.sessionObject(s));
      } else if (s.mode === 'setup') {
        const si: SetupIntent = { id: this.id('seti'), customer: s.customer, pm: pm.id, status: 'succeeded' };
        this.state.setupIntents[si.id] = si;
        s.setupIntent = si.id;
        s.status = 'complete';
        this.emit('checkout.session.completed', this.sessionObject(s));
      } else {
        const pi: PaymentIntent = {
          id: this.id('pi'), customer: s.customer, amount: s.amount, currency: s.currency, status: 'succeeded',
          metadata: s.paymentIntentMetadata, pm: pm.id, lastError: null, refunded: false, description: s.description,
        };
        this.state.paymentIntents[pi.id] = pi;
        s.paymentIntent = pi.id;
        s.status = 'complete';
        this.emit('payment_intent.succeeded', this.piObject(pi));
        this.emit('checkout.session.completed', this.sessionObject(s));
      }
      return { redirect: s.successUrl.replace('{CHECKOUT_SESSION_ID}', s.id) };
    });
  }

  /** "Annulla" on the page: back to cancel_url; the session expires (Stripe would after 24 h). */
  cancel(sessionId: string): string {
    return this.mutate(() => {
      const s = this.need(this.state.sessions[sessionId], sessionId);
      if (s.status === 'open') {
        s.status = 'expired';
        this.emit('checkout.session.expired', this.sessionObject(s));
      }
      return s.cancelUrl;
    });
  }

  private newInvoice(sub: Subscription, status: 'paid' | 'open'): Invoice {
    const inv: Invoice = {
      id: this.id('in'), customer: sub.customer, subscription: sub.id, tier: sub.tier, status,
      amountPaid: status === 'paid' ? PLANS[sub.tier].monthlyPriceCents : 0, currency: 'eur', created: nowS(),
    };
    this.state.invoices[inv.id] = inv;
    return inv;
  }

  /**
   * Moves a subscription to its next period now (tests, and trying renewals by hand): a plan
   * cancelled at period end ends; otherwise the card is charged for a new invoice, which is
   * paid (invoice.paid) or fails (invoice.payment_failed, past_due).
   */
  advance(subscriptionId: string): ProviderSubscription {
    return this.mutate(() => {
      const s = this.need(this.state.subscriptions[subscriptionId], subscriptionId);
      if (s.status === 'canceled') return this.getSubscription(s.id);
      const t = nowS();
      if (s.cancelAtPeriodEnd) {
        s.status = 'canceled';
        s.periodEnd = Math.min(s.periodEnd, t);
        this.emit('customer.subscription.deleted', this.subObject(s));
        return this.getSubscription(s.id);
      }
      const pm = s.defaultPm ? this.state.paymentMethods[s.defaultPm] : undefined;
      const ok = pm && pm.behaviour === 'ok' && !cardExpired(pm.expMonth, pm.expYear, new Date());
      s.periodStart = t;
      s.periodEnd = addMonth(t);
      const inv = this.newInvoice(s, ok ? 'paid' : 'open');
      s.status = ok ? 'active' : 'past_due';
      this.emit('customer.subscription.updated', this.subObject(s));
      this.emit(ok ? 'invoice.paid' : 'invoice.payment_failed', this.invoiceObject(inv));
      return this.getSubscription(s.id);
    });
  }

  subscriptionsOf(userId: string): ProviderSubscription[] {
    const ids = new Set(Object.values(this.state.customers).filter((c) => c.metadata.userId === userId).map((c) => c.id));
    return Object.values(this.state.subscriptions).filter((s) => ids.has(s.customer)).map((s) => this.getSubscription(s.id));
  }

  invoicesOf(userId: string): ProviderInvoice[] {
    const ids = new Set(Object.values(this.state.customers).filter((c) => c.metadata.userId === userId).map((c) => c.id));
    return Object.values(this.state.invoices).filter((i) => ids.has(i.customer)).map((i) => this.getInvoice(i.id));
  }

  private mutate<T>(fn: () => T): T {
    const out = fn();
    this.save();
    return out;
  }

  private need<T>(v: T | undefined, id: string): T {
    if (!v) throw Object.assign(new Error(`No such object: ${id}`), { statusCode: 404 });
    return v;
  }
}
