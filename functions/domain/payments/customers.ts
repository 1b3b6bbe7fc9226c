import { customerEntity } from '../../db/entities/billing';
import { paymentProvider } from '../../adapters/payments';
import { isConditionFailure } from '../../lib/errors';
import { env } from '../../lib/env';
import { internal } from '../../lib/errors';

/** Where the provider's hosted pages send the player back (the web app's origin). */
export const appUrl = (): string => {
  const url = env().APP_URL;
  if (!url) throw internal(new Error('APP_URL is not set'));
  return url.replace(/\/+$/, '');
};

/**
 * The player's provider customer, created once. Concurrent first calls create one customer: the
 * provider's idempotency key is derived from the user id, and the item is a conditional create.
 */
export const ensureCustomer = async (user: { userId: string; email: string; name: string }): Promise<string> => {
  const found = await customerEntity().get({ userId: user.userId }).go({ consistent: true });
  if (found.data) return found.data.customerId;
  const provider = await paymentProvider();
  const customerId = await provider.createCustomer({ ...user, idempotencyKey: `traccia-customer-${user.userId}` });
  try {
    await customerEntity()
      .create({ userId: user.userId, customerId, provider: provider.name, createdAt: new Date().toISOString() })
      .go();
    return customerId;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const again = await customerEntity().get({ userId: user.userId }).go({ consistent: true });
    return again.data!.customerId;
  }
};

export const customerOf = async (userId: string): Promise<string | null> =>
  (await customerEntity().get({ userId }).go()).data?.customerId ?? null;

/** Webhooks name a customer; this is the player it belongs to (gsi1 CUSTOMER#<id>). */
export const userIdOfCustomer = async (customerId: string | null): Promise<string | null> => {
  if (!customerId) return null;
  const out = await customerEntity().query.byCustomer({ customerId }).go({ limit: 1 });
  return out.data[0]?.userId ?? null;
};
