import { Entity } from 'electrodb';
import { NOTIFICATION_TYPES } from '../../core/notifications';
import { entityConfig, SERVICE } from './common';

/**
 * One in-app notification of a player (spec 01 §3 user_notifications).
 *   pk USER#<userId> · sk NOTIF#<ulid>
 * ULIDs sort by time, so a Query with ScanIndexForward=false lists newest first and pages by
 * cursor. Created only by the server (domain/notifications); `read` and `deleted` change by
 * conditional updates that move the player's unread counter in the same transaction.
 * `push` tells the stream consumer to hand the notice to Web Push as well.
 */
export const notificationSchema = {
  model: { entity: 'notification', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', readOnly: true },
    read: { type: 'boolean', required: true, default: false },
    deleted: { type: 'boolean', required: true, default: false },
    push: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true },
    readAt: { type: 'string' },
    deletedAt: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['notificationId'], template: 'NOTIF#${notificationId}', casing: 'none' },
    },
  },
} as const;

export const notificationEntity = () => new Entity(notificationSchema, entityConfig());
