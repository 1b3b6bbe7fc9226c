import { createHash } from 'node:crypto';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { MSG } from '../../core/messages';
import { PAYMENT_MESSAGES, spendMonth } from '../../core/payments';
import type { Payment } from '../../core/api/payments';
import { idempotencyEntity, paymentEntity, spendEntity } from '../../db/entities/billing';
import { profileEntity } from '../../db/entities/profile';
import { transactWrite, txPut, txUpdate, type TxItem } from '../../db/tx';
import { AppError, conflict, internal, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { paymentProvider } from '../../adapters/payments';
import { appUrl, ensureCustomer } from './customers';
import { defaultCard, saveCard } from './cards';
import { purposeOf } from './purposes';
import { toPaymentView } from './payments-read';
export { listPayments, toPaymentView } from './payments-read';

type PaymentItem = EntityItem<ReturnType<typeof paymentEntity>>;

const IDEM_TTL_S = 48 * 3600;
const CURRENCY = 'eur';

export const paymentFailed = (message: string) => new AppError(402, 'PAYMENT_FAILED', PAYMENT_MESSAGES.failed(message));

const loadPayment = async (userId: string, paymentId: string): Promise<PaymentItem | null> =>
  (await paymentEntity().get({ userId, paymentId }).go({ consistent: true })).data ?? null;

/** The spend counter moves by `delta` cents (a release is negative). */
const spendItem = (userId: string, month: string, delta: number): TxItem =>
  txUpdate(spendEntity().upsert({ userId, month }).add({ spentCents: delta }).params());

export interface StartPaymentInput {
  userId: string;
  /** A registered purpose (BUZZ, BUZZ MAPPA, ...). */
  purpose: string;
  /** Computed by the server, never taken from the client. */
  amountCents: number;
  description: string;
  params?: unknown;
  /** The client's Idempotency-Key; the provider gets a key derived from the payment. */
  idempotencyKey: string;
  /** Where the payment page returns to, e.g. '/buzz'. */
  returnPath: string;
}

/**
 * The one payment service for one-off charges (D7, D15a):
 * 1. the Idempotency-Key is claimed, the payment created pending and the amount reserved against
 *    the player's monthly cap, all in one transaction (a replay returns the same payment);
 * 2. the default card is charged off-session with the key `traccia-pay-<paymentId>`;
 * 3. success applies the purpose's effect once; a bank that wants authentication, or no card,
 *    gives a payment page instead; a decline marks the payment failed, releases the reservation
 *    and answers 402 "Pagamento fallito: {message}".
 */
export const startPayment = async (input: StartPaymentInput): Promise<Payment> => {
  if (!purposeOf(input.purpose)) throw internal(new Error(`unknown payment purpose ${input.purpose}`));
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw internal(new Error('invalid amount'));
  const { userId } = input;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([input.purpose, input.amountCents, input.params ?? null]))
    .digest('hex');
  const profile = (await profileEntity().get({ userId }).go()).data;
  if (!profile) throw notFound();

  const now = new Date();
  const paymentId = `pay_${ulid()}`;
  const month = spendMonth(now);
  const cap = profile.monthlyCapCents;
  const amount = input.amountCents;
  const spend = spendEntity().upsert({ userId, month }).add({ spentCents: amount });
  const reserve = cap === undefined
    ? spend.params()
    : spend.where((a, op) => (amount > cap
      ? `${op.exists(a.spentCents)} AND ${op.lte(a.spentCents, cap - amount)}` // never true: over the cap alone
      : `${op.notExists(a.spentCents)} OR ${op.lte(a.spentCents, cap - amount)}`)).params();
  const provider = await paymentProvider();
  const out = await transactWrite([
    txPut(idempotencyEntity().create({
      userId, key: input.idempotencyKey, paymentId, requestHash, expiresAt: Math.floor(now.getTime() / 1000) + IDEM_TTL_S,
    }).params()),
    txPut(paymentEntity().create({
      userId, paymentId, kind: 'action', purpose: input.purpose, params: JSON.stringify(input.params ?? null),
      amountCents: amount, currency: CURRENCY, description: input.description, status: 'pending', provider: provider.name,
      spendMonth: month, createdAt: now.toISOString(), updatedAt: now.toISOString(),
    }).params()),
    txUpdate(reserve),
  ]);
  if (!out.ok) {
    if (out.reasons[0] === 'ConditionalCheckFailed') return replay(userId, input, requestHash);
    if (out.reasons[2] === 'ConditionalCheckFailed') throw conflict(MSG.spendingCapExceeded, 'SPENDING_CAP_EXCEEDED');
    throw new Error(`payment start failed: ${out.reasons.join(',')}`);
  }
  return drive(userId, paymentId, input.returnPath, { email: profile.email, name: profile.fullName });
};

/** The same key again: the same payment, as it stands now (a pending one is driven on). */
const replay = async (userId: string, input: StartPaymentInput, requestHash: string): Promise<Payment> => {
  const idem = (await idempotencyEntity().get({ userId, key: input.idempotencyKey }).go({ consistent: true })).data;
  if (!idem) throw conflict(MSG.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
  if (idem.requestHash !== requestHash) throw conflict(MSG.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
  const payment = await loadPayment(userId, idem.paymentId);
  if (!payment) throw internal(new Error('idempotency key without payment'));
  if (payment.status === 'pending') {
    const profile = (await profileEntity().get({ userId }).go()).data!;
    return drive(userId, payment.paymentId, input.returnPath, { email: profile.email, name: profile.fullName });
  }
  if (payment.status === 'failed') throw new AppError(402, 'PAYMENT_FAILED', payment.failureMessage ?? PAYMENT_MESSAGES.failed(PAYMENT_MESSAGES.declined));
  return toPaymentView(payment);
};

/** Charges the default card; its outcome decides the payment. Safe to run again for one payment. */
const drive = async (userId: string, paymentId: string, returnPath: string, who: { email: string; name: string }): Promise<Payment> => {
  const payment = (await loadPayment(userId, paymentId))!;
  const provider = await paymentProvider();
  const customerId = await ensureCustomer({ userId, ...who });
  const metadata = { paymentId, userId, purpose: payment.purpose };
  const card = await defaultCard(userId);
  if (card) {
    const result = await provider.chargeOffSession({
      customerId, paymentMethodId: card.paymentMethodId, amountCents: payment.amountCents, currency: payment.currency,
      description: payment.description, metadata, idempotencyKey: `traccia-pay-${paymentId}`,
    });
    if (result.status === 'succeeded') {
      await applyEffect(userId, paymentId, result.paymentIntentId);
      return toPaymentView((await loadPayment(userId, paymentId))!);
    }
    if (result.status === 'failed') {
      await failPayment(userId, paymentId, result.message);
      throw paymentFailed(result.message);
    }
  }
  // No usable card, or the bank asks the player to confirm: a payment page for this payment.
  const back = `${appUrl()}${returnPath}${returnPath.includes('?') ? '&' : '?'}payment=${paymentId}`;
  const page = await provider.createPaymentCheckout({
    customerId, amountCents: payment.amountCents, currency: payment.currency, description: payment.description, metadata,
    successUrl: back, cancelUrl: `${back}&canceled=true`, idempotencyKey: `traccia-paypage-${paymentId}`,
  });
  const now = new Date().toISOString();
  await transactWrite([txUpdate(paymentEntity().patch({ userId, paymentId })
    .set({ status: 'requires_action', checkoutSessionId: page.id, checkoutUrl: page.url, updatedAt: now })
    .where((a, op) => `${op.eq(a.status, 'pending')} OR ${op.eq(a.status, 'requires_action')}`)
    .params())]);
  return toPaymentView((await loadPayment(userId, paymentId))!);
};

/**
 * Applies the purpose's effect once: the payment's `effectAppliedAt` is set, only if absent, in
 * the same transaction as the effect's own writes. Any number of concurrent confirmations (the
 * synchronous charge, webhooks, the client polling) end in one effect. If the effect's own
 * conditions fail, the effect can no longer happen and the money goes back.
 */
export const applyEffect = async (userId: string, paymentId: string, paymentIntentId: string): Promise<void> => {
  const payment = await loadPayment(userId, paymentId);
  if (!payment || payment.effectAppliedAt || payment.status === 'refunded' || payment.status === 'refund_pending') return;
  const purpose = purposeOf(payment.purpose);
  if (!purpose) throw new Error(`purpose ${payment.purpose} is not registered in this function`);
  const now = new Date().toISOString();
  const effect = await purpose.effect({
    userId, paymentId, amountCents: payment.amountCents, params: JSON.parse(payment.params ?? 'null'), now,
  });
  const mark = txUpdate(paymentEntity().patch({ userId, paymentId })
    .set({ status: 'succeeded', effectAppliedAt: now, paymentIntentId, updatedAt: now })
    .remove(['failureMessage'])
    .where((a, op) => `${op.notExists(a.effectAppliedAt)} AND ${op.ne(a.status, 'refunded')} AND ${op.ne(a.status, 'refund_pending')}`)
    .params());
  // A payment failed earlier (its page expired) whose money arrived anyway counts again.
  const recount = payment.status === 'failed' && payment.spendMonth ? [spendItem(userId, payment.spendMonth, payment.amountCents)] : [];
  const out = await transactWrite([mark, ...effect, ...recount]);
  if (out.ok) return;
  if (out.reasons[0] === 'ConditionalCheckFailed') return; // applied (or refunded) by someone else
  if (out.reasons.slice(1).includes('ConditionalCheckFailed')) {
    logger.warn('payment effect refused after charge: refunding', { paymentId, purpose: payment.purpose });
    await refundPayment(userId, paymentId, paymentIntentId);
    return;
  }
  throw new Error(`applying payment ${paymentId} failed: ${out.reasons.join(',')}`);
};

/**
 * The money goes back: the payment is claimed (refund_pending) so no effect can follow, the
 * provider refunds with a key derived from the payment (a retry refunds once), then the payment
 * is marked refunded and its reservation released.
 */
export const refundPayment = async (userId: string, paymentId: string, paymentIntentId: string): Promise<void> => {
  const now = new Date().toISOString();
  await transactWrite([txUpdate(paymentEntity().patch({ userId, paymentId })
    .set({ status: 'refund_pending', paymentIntentId, updatedAt: now })
    .where((a, op) => `${op.notExists(a.effectAppliedAt)} AND ${op.ne(a.status, 'refunded')}`)
    .params())]);
  const claimed = await loadPayment(userId, paymentId);
  if (!claimed || claimed.status !== 'refund_pending') return;
  await (await paymentProvider()).refund(paymentIntentId, `traccia-refund-${paymentId}`);
  const items: TxItem[] = [txUpdate(paymentEntity().patch({ userId, paymentId })
    .set({ status: 'refunded', updatedAt: new Date().toISOString() })
    .where((a, op) => op.eq(a.status, 'refund_pending'))
    .params())];
  if (claimed.spendMonth) items.push(spendItem(userId, claimed.spendMonth, -claimed.amountCents));
  items.push(...releasedItems(claimed));
  await transactWrite(items);
};

/** The purpose's own release writes, for a payment that ends without its effect. */
const releasedItems = (p: PaymentItem): TxItem[] =>
  purposeOf(p.purpose)?.released?.({
    userId: p.userId, paymentId: p.paymentId, amountCents: p.amountCents, params: JSON.parse(p.params ?? 'null'), now: new Date().toISOString(),
  }) ?? [];

/** A decline or an abandoned payment page: failed with the catalogue message, reservation released. */
export const failPayment = async (userId: string, paymentId: string, message: string): Promise<void> => {
  const payment = await loadPayment(userId, paymentId);
  if (!payment) return;
  const now = new Date().toISOString();
  const items: TxItem[] = [txUpdate(paymentEntity().patch({ userId, paymentId })
    .set({ status: 'failed', failureMessage: PAYMENT_MESSAGES.failed(message), updatedAt: now })
    .where((a, op) => `(${op.eq(a.status, 'pending')} OR ${op.eq(a.status, 'requires_action')}) AND ${op.notExists(a.effectAppliedAt)}`)
    .params())];
  if (payment.spendMonth) items.push(spendItem(userId, payment.spendMonth, -payment.amountCents));
  items.push(...releasedItems(payment));
  await transactWrite(items); // a failed condition: it was decided already
};

/**
 * Reconciles a payment with the provider: the PaymentIntent (directly, or through its payment
 * page) is read again and, if it succeeded for this very payment and amount, the effect is
 * applied. Used by webhooks and by the client polling after a payment page.
 */
export const confirmPayment = async (userId: string, paymentId: string, hintPaymentIntentId?: string): Promise<void> => {
  const payment = await loadPayment(userId, paymentId);
  if (!payment || payment.kind !== 'action') return;
  if (payment.status === 'succeeded' || payment.status === 'refunded') return;
  const provider = await paymentProvider();
  let piId = hintPaymentIntentId ?? payment.paymentIntentId ?? null;
  if (payment.checkoutSessionId && !hintPaymentIntentId) {
    const session = await provider.getCheckoutSession(payment.checkoutSessionId);
    piId = session.paymentIntentId ?? piId;
    if (session.status === 'expired' && !session.paymentIntentId) {
      await failPayment(userId, paymentId, PAYMENT_MESSAGES.canceled);
      return;
    }
  }
  if (!piId) return;
  const pi = await provider.getPaymentIntent(piId);
  if (pi.metadata.paymentId !== paymentId || pi.amountCents !== payment.amountCents) {
    logger.error('payment intent does not match the payment', { paymentId, paymentIntentId: piId });
    return;
  }
  if (payment.status === 'refund_pending') {
    await refundPayment(userId, paymentId, pi.id);
    return;
  }
  if (pi.status !== 'succeeded') return;
  await applyEffect(userId, paymentId, pi.id);
  if (pi.customerId && pi.paymentMethodId) await saveCard(userId, pi.customerId, pi.paymentMethodId);
};

/** GET /api/payments/{id}: the caller's own payment, reconciled while it is open. */
export const getPayment = async (userId: string, paymentId: string): Promise<Payment> => {
  let payment = await loadPayment(userId, paymentId);
  if (!payment) throw notFound(MSG.paymentNotFound);
  if (payment.kind === 'action' && ['requires_action', 'pending', 'refund_pending'].includes(payment.status) &&
    (payment.paymentIntentId || payment.checkoutSessionId)) {
    await confirmPayment(userId, paymentId);
    payment = (await loadPayment(userId, paymentId))!;
  }
  return toPaymentView(payment);
};

