import { spendMonth } from '../../core/payments';
import type { Spending } from '../../core/api/payments';
import { spendEntity } from '../../db/entities/billing';
import { profileEntity } from '../../db/entities/profile';
import { notFound } from '../../lib/errors';

/** D15a: the player's monthly cap and what paid actions took this month (reservations included). */
export const getSpending = async (userId: string, now = new Date()): Promise<Spending> => {
  const month = spendMonth(now);
  const [profile, spend] = await Promise.all([
    profileEntity().get({ userId }).go(),
    spendEntity().get({ userId, month }).go(),
  ]);
  if (!profile.data) throw notFound();
  return {
    monthlyCapCents: profile.data.monthlyCapCents ?? null,
    spentThisMonthCents: Math.max(0, spend.data?.spentCents ?? 0),
    month,
  };
};

/** PUT /api/me/spending-cap: a whole number of cents ≥ 0, or null for no cap. */
export const setSpendingCap = async (userId: string, monthlyCapCents: number | null, now = new Date()): Promise<Spending> => {
  const patch = profileEntity().patch({ userId });
  const updated = monthlyCapCents === null
    ? patch.remove(['monthlyCapCents']).set({ updatedAt: now.toISOString() })
    : patch.set({ monthlyCapCents, updatedAt: now.toISOString() });
  await updated.go();
  return getSpending(userId, now);
};
