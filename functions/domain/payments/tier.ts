import type { EntityItem } from 'electrodb';
import type { Tier } from '../../core/plans';
import { effectiveTier, subscriptionLive, type SubscriptionState } from '../../core/payments';
import type { SubscriptionView } from '../../core/api/payments';
import { profileEntity } from '../../db/entities/profile';
import { subscriptionEntity } from '../../db/entities/billing';

/**
 * The effective tier, kept apart from the provider code so that the profile, the gate and the
 * gameplay routes read it without bundling the Stripe SDK.
 */
export type StoredSubscription = EntityItem<ReturnType<typeof subscriptionEntity>>;

export const loadSubscription = async (userId: string): Promise<StoredSubscription | null> =>
  (await subscriptionEntity().get({ userId }).go()).data ?? null;

export const asState = (s: StoredSubscription): SubscriptionState => ({
  tier: s.tier, status: s.status as SubscriptionState['status'], currentPeriodStart: s.currentPeriodStart,
  currentPeriodEnd: s.currentPeriodEnd, cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

/** Spec 03 §4: the tier the server grants now, from the stored subscription state. */
export const tierOf = (sub: StoredSubscription | null, profileTier: Tier, now: Date): Tier =>
  effectiveTier(sub ? asState(sub) : null, now, profileTier);

/** One read for callers that have only the user: subscription state → tier (profile tier as fallback). */
export const loadEffectiveTier = async (userId: string, profileTier: Tier, now = new Date()): Promise<Tier> =>
  tierOf(await loadSubscription(userId), profileTier, now);

export const subscriptionView = (sub: StoredSubscription | null, profileTier: Tier, now: Date): SubscriptionView => ({
  tier: tierOf(sub, profileTier, now),
  subscription: sub
    ? {
        tier: sub.tier, status: sub.status, currentPeriodStart: sub.currentPeriodStart, currentPeriodEnd: sub.currentPeriodEnd,
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd, live: subscriptionLive(asState(sub), now),
      }
    : null,
});

export const getSubscriptionView = async (userId: string, now = new Date()): Promise<SubscriptionView> => {
  const [sub, profile] = await Promise.all([loadSubscription(userId), profileEntity().get({ userId }).go()]);
  return subscriptionView(sub, profile.data?.tier ?? 'base', now);
};
