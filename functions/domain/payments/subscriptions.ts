import { ulid } from 'ulid';
import { PLANS, planName, type PaidTier } from '../../core/plans';
import { creditsForInvoice, subscriptionLive, PAYMENT_MESSAGES } from '../../core/payments';
import { MSG } from '../../core/messages';
import type { SubscriptionView } from '../../core/api/payments';
import { paymentEntity, subscriptionEntity } from '../../db/entities/billing';
import { profileEntity } from '../../db/entities/profile';
import { transactWrite, txUpdate, type TxItem } from '../../db/tx';
import { conflict } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { paymentProvider, type ProviderSubscription } from '../../adapters/payments';
import { appUrl, ensureCustomer, userIdOfCustomer } from './customers';
import { saveCard } from './cards';
import { asState, getSubscriptionView, loadSubscription } from './tier';
export { getSubscriptionView } from './tier';

/**
 * Stores a subscription state read from the provider, unless what is stored is newer. Events
 * arrive duplicated and in any order; each handler re-reads the subscription, and the read
 * taken later wins (observedAt, taken before the read). Between two subscriptions of one player
 * a live one beats one that is not, and then the newer one wins. A live paid state also marks
 * the plan as chosen (the gate's first step) and the profile active.
 */
export const storeSubscription = async (
  userId: string, sub: ProviderSubscription, observedAt: number, now = new Date(),
): Promise<boolean> => {
  if (!sub.tier) {
    logger.warn('subscription with a price we do not sell', { subscriptionId: sub.id });
    return false;
  }
  const paidTier = sub.tier;
  const live = subscriptionLive(sub, now);
  const liveUntil = live ? Date.parse(sub.currentPeriodEnd) : 0;
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const put = subscriptionEntity()
    .upsert({
      userId, subscriptionId: sub.id, customerId: sub.customerId, tier: sub.tier, status: sub.status,
      currentPeriodStart: sub.currentPeriodStart, currentPeriodEnd: sub.currentPeriodEnd, cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      created: sub.created, liveUntil, observedAt, updatedAt: nowIso,
    })
    .where((a, op) => {
      const same = `(${op.eq(a.subscriptionId, sub.id)} AND ${op.lt(a.observedAt, observedAt)})`;
      const other = live
        ? `(${op.ne(a.subscriptionId, sub.id)} AND (${op.lt(a.liveUntil, nowMs)} OR ${op.lt(a.created, sub.created)}))`
        : `(${op.ne(a.subscriptionId, sub.id)} AND ${op.lt(a.liveUntil, nowMs)} AND ${op.lt(a.created, sub.created)})`;
      return `${op.notExists(a.subscriptionId)} OR ${same} OR ${other}`;
    })
    .params();
  const items: TxItem[] = [txUpdate(put)];
  // The profile mirrors the stored state's tier in the same write, for the jobs that walk the
  // player directory (weekly release, access-start notices); requests compute it from the
  // subscription itself (tier.ts), so a period that ends without an event still ends the tier.
  items.push(txUpdate(profileEntity()
    .patch({ userId })
    .data((a, op) => {
      if (live) {
        op.ifNotExists(a.planChosenAt, nowIso);
        op.set(a.status, 'active');
      }
      op.set(a.tier, live ? paidTier : 'base');
      op.set(a.updatedAt, nowIso);
    })
    .params()));
  const out = await transactWrite(items);
  if (out.ok) return true;
  if (out.reasons[0] === 'ConditionalCheckFailed') return false; // something newer is stored
  if (out.reasons[1] === 'ConditionalCheckFailed') return storeSubscriptionOnly(items[0]!);
  throw new Error(`storing subscription ${sub.id} failed: ${out.reasons.join(',')}`);
};

const storeSubscriptionOnly = async (item: TxItem): Promise<boolean> => (await transactWrite([item])).ok;

/** A subscription event: read the subscription now and store it if newer (any order, any count). */
export const syncSubscription = async (subscriptionId: string): Promise<void> => {
  const provider = await paymentProvider();
  const observedAt = Date.now();
  const sub = await provider.getSubscription(subscriptionId);
  const userId = (await userIdOfCustomer(sub.customerId)) ?? sub.metadata.userId ?? null;
  if (!userId) {
    logger.warn('subscription of an unknown customer', { subscriptionId });
    return;
  }
  await storeSubscription(userId, sub, observedAt);
  if (sub.defaultPaymentMethodId) await saveCard(userId, sub.customerId, sub.defaultPaymentMethodId);
};

/**
 * invoice.paid / invoice.payment_failed: the invoice is read again and decides. A paid invoice
 * grants its plan's credits once: the history item PAYMENT#<invoiceId> gets `effectAppliedAt` in
 * the same transaction as the credits, only if it had none. A failed attempt is recorded unless
 * the invoice was already paid.
 */
export const applyInvoice = async (invoiceId: string): Promise<void> => {
  const provider = await paymentProvider();
  const inv = await provider.getInvoice(invoiceId);
  if (!inv.subscriptionId || !inv.tier) return; // not a plan invoice of ours
  let userId = await userIdOfCustomer(inv.customerId);
  if (!userId) userId = (await provider.getSubscription(inv.subscriptionId)).metadata.userId ?? null;
  if (!userId) {
    logger.warn('invoice of an unknown customer', { invoiceId });
    return;
  }
  const now = new Date().toISOString();
  const base = {
    userId, paymentId: inv.id, kind: 'subscription' as const, purpose: `subscription:${inv.tier}`,
    amountCents: inv.amountPaidCents || PLANS[inv.tier].monthlyPriceCents, currency: inv.currency,
    description: `Abbonamento ${planName(inv.tier)} - mensile`, provider: provider.name,
    createdAt: new Date(inv.created * 1000).toISOString(), updatedAt: now,
  };
  if (inv.status === 'paid') {
    const out = await transactWrite([
      txUpdate(paymentEntity()
        .upsert({ ...base, status: 'succeeded', effectAppliedAt: now })
        .where((a, op) => op.notExists(a.effectAppliedAt))
        .params()),
      txUpdate(profileEntity().patch({ userId }).add({ credits: creditsForInvoice(inv.tier) }).set({ updatedAt: now }).params()),
    ]);
    if (!out.ok && out.reasons[0] !== 'ConditionalCheckFailed') {
      throw new Error(`granting invoice ${inv.id} failed: ${out.reasons.join(',')}`);
    }
    return;
  }
  if (inv.status === 'open' || inv.status === 'uncollectible') {
    // A failed condition means the invoice was paid meanwhile: nothing to record.
    await transactWrite([txUpdate(paymentEntity()
      .upsert({ ...base, status: 'failed', failureMessage: PAYMENT_MESSAGES.failed(PAYMENT_MESSAGES.declined) })
      .where((a, op) => op.notExists(a.effectAppliedAt))
      .params())]);
  }
};

/**
 * POST /api/subscriptions/checkout: a provider Checkout page in subscription mode for one plan.
 * The tier is all the client says; price, currency and period come from the catalogue and the
 * provider. A player with a live subscription changes plan after cancelling it.
 */
export const startSubscriptionCheckout = async (
  user: { userId: string; email: string; name: string }, tier: PaidTier, from: 'choose-plan' | 'subscriptions',
): Promise<{ url: string; sessionId: string }> => {
  const sub = await loadSubscription(user.userId);
  if (sub && subscriptionLive(asState(sub), new Date())) throw conflict(MSG.alreadySubscribed, 'ALREADY_SUBSCRIBED');
  const customerId = await ensureCustomer(user);
  const provider = await paymentProvider();
  const app = appUrl();
  const back = from === 'subscriptions' ? '/subscriptions' : '/choose-plan';
  const session = await provider.createSubscriptionCheckout({
    customerId, userId: user.userId, tier,
    successUrl: `${app}/subscription-verify?tier=${tier}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${app}${back}?canceled=true&tier=${tier}`,
    // A fresh page each time (a cancelled one cannot be reopened); the SDK's own retry keys
    // cover network retries, and a second paid page is caught by the live-subscription rule.
    idempotencyKey: `traccia-sub-${user.userId}-${tier}-${ulid()}`,
  });
  return { url: session.url, sessionId: session.id };
};

/** Cancel = cancel at period end (D6): the tier stays until the paid period ends. */
export const cancelSubscription = async (userId: string): Promise<SubscriptionView> => {
  const sub = await loadSubscription(userId);
  const now = new Date();
  if (!sub || !subscriptionLive(asState(sub), now)) throw conflict(MSG.noSubscription, 'NO_SUBSCRIPTION');
  const provider = await paymentProvider();
  const observedAt = Date.now();
  const updated = await provider.cancelAtPeriodEnd(sub.subscriptionId);
  await storeSubscription(userId, updated, observedAt, now);
  return getSubscriptionView(userId, now);
};
