import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * A browser's Web Push subscription (spec 03 §7 device_tokens, device_type web_push).
 *   pk USER#<userId> · sk PUSH#<sha256(endpoint), 32 hex>
 * Keyed by the endpoint's hash so subscribing again from the same browser upserts (the spec's
 * conflict on user_id and token); removed when the push service answers 404 or 410.
 */
export const pushSubscriptionSchema = {
  model: { entity: 'pushSubscription', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    subscriptionId: { type: 'string', required: true, readOnly: true },
    endpoint: { type: 'string', required: true },
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
    deviceType: { type: ['web_push'] as const, required: true, default: 'web_push' },
    createdAt: { type: 'string', required: true },
    lastUsed: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['subscriptionId'], template: 'PUSH#${subscriptionId}', casing: 'none' },
    },
  },
} as const;

export const pushSubscriptionEntity = () => new Entity(pushSubscriptionSchema, entityConfig());
