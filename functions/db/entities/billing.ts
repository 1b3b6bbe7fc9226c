import { Entity } from 'electrodb';
import { PAID_TIERS } from '../../core/plans';
import { PAYMENT_VIEW_STATUSES } from '../../core/api/payments';
import { entityConfig, SERVICE } from './common';

/**
 * Billing items of one player, all under USER#<userId> so a player's money is one partition:
 *   sk SUBSCRIPTION        the latest subscription state read from the provider (D6)
 *   sk CUSTOMER            the provider customer id (gsi1 CUSTOMER#<id>: webhook → player)
 *   sk CARD#<pmId>         saved cards (brand, last4, expiry only: never the number)
 *   sk PAYMENT#<id>        one-off payments (pay_<ulid>) and paid invoices (in_...): the history.
 *                          An invoice's item is created once (attribute_not_exists) in the same
 *                          transaction as its credits, so it is also the "granted once" marker.
 *   sk IDEM#<key>          Idempotency-Key → payment id (TTL 48 h)
 *   sk SPEND#<yyyy-mm>     money reserved or spent on paid actions this month (D15a)
 * Outside the player's partition:
 *   STRIPE_EVENT#<id> / EVENT   a provider event fully applied (TTL 30 days), written last.
 */
const userPk = { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' } as const;

export const subscriptionSchema = {
  model: { entity: 'subscription', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    subscriptionId: { type: 'string', required: true },
    customerId: { type: 'string', required: true },
    tier: { type: PAID_TIERS, required: true },
    status: { type: 'string', required: true },
    currentPeriodStart: { type: 'string', required: true },
    currentPeriodEnd: { type: 'string', required: true },
    cancelAtPeriodEnd: { type: 'boolean', required: true },
    /** Provider creation time (epoch s): between two subscriptions of a player the newer wins. */
    created: { type: 'number', required: true },
    /** Epoch ms until which this state grants its tier (0 when not live): used in conditions. */
    liveUntil: { type: 'number', required: true },
    /**
     * When this state was read from the provider (epoch ms, taken before the read): of two reads
     * of the same subscription the later one is stored, whatever order events arrive in.
     */
    observedAt: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: [], template: 'SUBSCRIPTION', casing: 'none' } },
  },
} as const;
export const subscriptionEntity = () => new Entity(subscriptionSchema, entityConfig());

export const customerSchema = {
  model: { entity: 'customer', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    provider: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: [], template: 'CUSTOMER', casing: 'none' } },
    byCustomer: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['customerId'], template: 'CUSTOMER#${customerId}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: [], template: 'CUSTOMER', casing: 'none' },
    },
  },
} as const;
export const customerEntity = () => new Entity(customerSchema, entityConfig());

export const cardSchema = {
  model: { entity: 'card', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    paymentMethodId: { type: 'string', required: true, readOnly: true },
    brand: { type: 'string', required: true },
    last4: { type: 'string', required: true },
    expMonth: { type: 'number', required: true },
    expYear: { type: 'number', required: true },
    isDefault: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: ['paymentMethodId'], template: 'CARD#${paymentMethodId}', casing: 'none' } },
  },
} as const;
export const cardEntity = () => new Entity(cardSchema, entityConfig());

export const PAYMENT_STATUSES = PAYMENT_VIEW_STATUSES;
export const paymentSchema = {
  model: { entity: 'payment', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['action', 'subscription'] as const, required: true, readOnly: true },
    purpose: { type: 'string', required: true, readOnly: true },
    /** What the purpose needs to apply its effect (JSON), fixed at creation. */
    params: { type: 'string' },
    amountCents: { type: 'number', required: true, readOnly: true },
    currency: { type: 'string', required: true, default: 'eur' },
    description: { type: 'string', required: true },
    status: { type: PAYMENT_STATUSES, required: true },
    provider: { type: 'string', required: true },
    /** Provider PaymentIntent (or invoice) that took the money. */
    paymentIntentId: { type: 'string' },
    /** Payment page opened when the bank asked for authentication or no card was saved. */
    checkoutSessionId: { type: 'string' },
    checkoutUrl: { type: 'string' },
    failureMessage: { type: 'string' },
    /** Set once, in the same transaction as the purpose's effect. */
    effectAppliedAt: { type: 'string' },
    /** The month whose spend counter holds this payment's reservation. */
    spendMonth: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: ['paymentId'], template: 'PAYMENT#${paymentId}', casing: 'none' } },
  },
} as const;
export const paymentEntity = () => new Entity(paymentSchema, entityConfig());

export const idempotencySchema = {
  model: { entity: 'idempotency', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    /** purpose, amount and params: the same key for a different request is refused. */
    requestHash: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: ['key'], template: 'IDEM#${key}', casing: 'none' } },
  },
} as const;
export const idempotencyEntity = () => new Entity(idempotencySchema, entityConfig());

export const spendSchema = {
  model: { entity: 'spend', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    spentCents: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byUser: { pk: userPk, sk: { field: 'sk', composite: ['month'], template: 'SPEND#${month}', casing: 'none' } },
  },
} as const;
export const spendEntity = () => new Entity(spendSchema, entityConfig());

export const stripeEventSchema = {
  model: { entity: 'stripeEvent', version: '1', service: SERVICE },
  attributes: {
    eventId: { type: 'string', required: true, readOnly: true },
    type: { type: 'string', required: true },
    processedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['eventId'], template: 'STRIPE_EVENT#${eventId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'EVENT', casing: 'none' },
    },
  },
} as const;
export const stripeEventEntity = () => new Entity(stripeEventSchema, entityConfig());
