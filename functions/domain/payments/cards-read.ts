import type { EntityItem } from 'electrodb';
import { cardExpired } from '../../core/payments';
import type { Card } from '../../core/api/payments';
import { cardEntity } from '../../db/entities/billing';

/** Reading saved cards needs no provider: kept apart so the list route bundles no Stripe SDK. */
export type CardItem = EntityItem<ReturnType<typeof cardEntity>>;

export const loadCards = async (userId: string): Promise<CardItem[]> =>
  (await cardEntity().query.byUser({ userId }).go({ pages: 'all' })).data;

const toCard = (c: CardItem, now: Date): Card => ({
  id: c.paymentMethodId, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear,
  isDefault: c.isDefault, expired: cardExpired(c.expMonth, c.expYear, now), createdAt: c.createdAt,
});

/** Spec 03 §7: default first, then newest first. */
export const listCards = async (userId: string, now = new Date()): Promise<{ cards: Card[] }> => {
  const cards = (await loadCards(userId)).sort((a, b) =>
    Number(b.isDefault) - Number(a.isDefault) || b.createdAt.localeCompare(a.createdAt));
  return { cards: cards.map((c) => toCard(c, now)) };
};

