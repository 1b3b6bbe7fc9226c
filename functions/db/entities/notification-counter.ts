import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * A player's unread count.  pk USER#<userId> · sk NOTIF_COUNTER
 * Why a counter item rather than a sparse "unread" index: the badge is read on every screen,
 * and one strongly consistent GetItem (0.5 RCU) answers it exactly, whatever the count, while
 * a COUNT query over a sparse index costs in proportion to the unread items and lags behind
 * writes (GSIs are eventually consistent). Every change to a player's notifications (create,
 * read, read-all, delete) moves this item in the same transaction, and bumps `seq`, so its
 * stream record is the one "something changed, unread is now N" event that every open tab gets.
 */
export const notificationCounterSchema = {
  model: { entity: 'notificationCounter', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    unread: { type: 'number' },
    seq: { type: 'number' },
    changedAt: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'NOTIF_COUNTER', casing: 'none' },
    },
  },
} as const;

export const notificationCounterEntity = () => new Entity(notificationCounterSchema, entityConfig());
