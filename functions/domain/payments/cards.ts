import { cardExpired } from '../../core/payments';
import { MSG } from '../../core/messages';
import { cardEntity } from '../../db/entities/billing';
import { transactWrite, txUpdate } from '../../db/tx';
import { conflict, isConditionFailure, notFound } from '../../lib/errors';
import { paymentProvider } from '../../adapters/payments';
import { appUrl, customerOf, ensureCustomer } from './customers';
import { listCards, loadCards, type CardItem } from './cards-read';

export { listCards } from './cards-read';

/** The card an off-session charge uses: the default one, if it has not expired. */
export const defaultCard = async (userId: string, now = new Date()): Promise<CardItem | null> =>
  (await loadCards(userId)).find((c) => c.isDefault && !cardExpired(c.expMonth, c.expYear, now)) ?? null;

/** Makes one card the default: the provider first, then our items in one transaction. */
const makeDefault = async (userId: string, customerId: string, cards: CardItem[], pmId: string): Promise<void> => {
  await (await paymentProvider()).setDefaultCard(customerId, pmId);
  const changes = cards.filter((c) => c.isDefault !== (c.paymentMethodId === pmId));
  if (!changes.length) return;
  const out = await transactWrite(changes.map((c) =>
    txUpdate(cardEntity().patch({ userId, paymentMethodId: c.paymentMethodId }).set({ isDefault: c.paymentMethodId === pmId }).params())));
  if (!out.ok) throw new Error(`default card change failed: ${out.reasons.join(',')}`);
};

/**
 * Keeps a card the provider saved (setup page, subscription or payment page): brand, last4 and
 * expiry only. The first card becomes the default. The same card saved twice is kept once.
 */
export const saveCard = async (userId: string, customerId: string, paymentMethodId: string): Promise<void> => {
  const cards = await loadCards(userId);
  if (cards.some((c) => c.paymentMethodId === paymentMethodId)) return;
  const card = await (await paymentProvider()).getCard(paymentMethodId);
  if (cards.some((c) => c.brand === card.brand && c.last4 === card.last4 && c.expMonth === card.expMonth && c.expYear === card.expYear)) return;
  try {
    await cardEntity().create({
      userId, paymentMethodId, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear,
      isDefault: false, createdAt: new Date().toISOString(),
    }).go();
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return; // a concurrent delivery stored it
  }
  const all = await loadCards(userId);
  if (!all.some((c) => c.isDefault)) await makeDefault(userId, customerId, all, paymentMethodId);
};

export const setDefaultCard = async (userId: string, paymentMethodId: string, now = new Date()) => {
  const cards = await loadCards(userId);
  const card = cards.find((c) => c.paymentMethodId === paymentMethodId);
  if (!card) throw notFound(MSG.cardNotFound);
  if (cardExpired(card.expMonth, card.expYear, now)) throw conflict(MSG.cardExpiredDefault, 'CARD_EXPIRED');
  const customerId = await customerOf(userId);
  if (!customerId) throw notFound(MSG.cardNotFound);
  await makeDefault(userId, customerId, cards, paymentMethodId);
  return listCards(userId, now);
};

/** Removal only while more than one card is saved; removing the default promotes another. */
export const removeCard = async (userId: string, paymentMethodId: string, now = new Date()) => {
  const cards = await loadCards(userId);
  const card = cards.find((c) => c.paymentMethodId === paymentMethodId);
  if (!card) throw notFound(MSG.cardNotFound);
  if (cards.length <= 1) throw conflict(MSG.cardLastRemove, 'LAST_CARD');
  const customerId = await customerOf(userId);
  await (await paymentProvider()).detachCard(paymentMethodId);
  await cardEntity().delete({ userId, paymentMethodId }).go();
  if (card.isDefault && customerId) {
    const rest = cards.filter((c) => c.paymentMethodId !== paymentMethodId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const next = rest.find((c) => !cardExpired(c.expMonth, c.expYear, now));
    if (next) await makeDefault(userId, customerId, rest, next.paymentMethodId);
  }
  return listCards(userId, now);
};

/** A provider page that saves a card (SetupIntent); the card arrives by webhook. */
export const startAddCard = async (user: { userId: string; email: string; name: string }, from: 'settings' | 'profile') => {
  const customerId = await ensureCustomer(user);
  const back = `${appUrl()}${from === 'profile' ? '/profile/payments' : '/settings/pagamenti'}`;
  const session = await (await paymentProvider()).createSetupCheckout({
    customerId, userId: user.userId, successUrl: `${back}?card=added`, cancelUrl: `${back}?card=canceled`,
  });
  return { url: session.url, sessionId: session.id };
};
