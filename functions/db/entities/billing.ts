import { Entity } from 'electrodb';
import { PAID_TIERS } from '../../core/plans';
import { entityConfig, SERVICE } from './common';

/**
 * Billing items of one player, all under USER#<userId> so a player's money is one partition:
 *   sk SUBSCRIPTION        the latest subscription state read from the provider (D6)
 *   sk CUSTOMER            the provider customer id
 *   sk CARD#<pmId>         saved cards (brand, last4, expiry only: never the number)
 *   sk PAYMENT#<id>        one-off payments and subscription invoices (payment history)
 *   sk IDEM#<key>          Idempotency-Key → payment id (TTL 48 h)
 *   sk GRANT#<invoiceId>   credits of an invoice granted (exactly once per invoice)
 *   sk SPEND#<yyyy-mm>     money spent on paid actions this month (spending cap, D15a)
 * gsi1: CUSTOMER#<customerId> → user, to route provider webhooks to a player.
 */
export const subscriptionSchema = {
  model: { entity: 'subscription', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    subscriptionId: { type: 'string', required: true },
    tier: { type: PAID_TIERS, required: true },
    status: { type: 'string', required: true },
    currentPeriodStart: { type: 'string', required: true },
    currentPeriodEnd: { type: 'string', required: true },
    cancelAtPeriodEnd: { type: 'boolean', required: true },
    /** Provider time of the state stored, to keep the newest under out-of-order delivery. */
    observedAt: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'SUBSCRIPTION', casing: 'none' },
    },
  },
} as const;
export const subscriptionEntity = () => new Entity(subscriptionSchema, entityConfig());

export const customerSchema = {
  model: { entity: 'customer', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    customerId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'CUSTOMER', casing: 'none' },
    },
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
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['paymentMethodId'], template: 'CARD#${paymentMethodId}', casing: 'none' },
    },
  },
} as const;
export const cardEntity = () => new Entity(cardSchema, entityConfig());

export const PAYMENT_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'refunded'] as const;
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
    providerRef: { type: 'string' },
    failureMessage: { type: 'string' },
    /** Set once, in the same transaction as the purpose's effect. */
    effectAppliedAt: { type: 'string' },
    /** The month whose spend counter holds this payment's reservation. */
    spendMonth: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['paymentId'], template: 'PAYMENT#${paymentId}', casing: 'none' },
    },
  },
} as const;
export const paymentEntity = () => new Entity(paymentSchema, entityConfig());
