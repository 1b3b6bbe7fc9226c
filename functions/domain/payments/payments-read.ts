import type { EntityItem } from 'electrodb';
import type { Payment } from '../../core/api/payments';
import { paymentEntity } from '../../db/entities/billing';

/** Reading payments needs no provider: kept apart so the history route bundles no Stripe SDK. */
type PaymentItem = EntityItem<ReturnType<typeof paymentEntity>>;

export const toPaymentView = (p: PaymentItem): Payment => ({
  id: p.paymentId, kind: p.kind, purpose: p.purpose, description: p.description, amountCents: p.amountCents,
  currency: p.currency, status: p.status, provider: p.provider, failureMessage: p.failureMessage ?? null,
  url: p.status === 'requires_action' ? (p.checkoutUrl ?? null) : null, createdAt: p.createdAt,
});

/** Payment history (payment_transactions of the spec): one-off payments and plan invoices. */
export const listPayments = async (userId: string): Promise<{ payments: Payment[] }> => {
  const items = (await paymentEntity().query.byUser({ userId }).go({ pages: 'all' })).data;
  return { payments: items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 100).map(toPaymentView) };
};
