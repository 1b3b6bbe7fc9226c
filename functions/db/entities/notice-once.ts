import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * "This notice went to this player": pk USER#<userId> · sk ONCE#<key>, created with
 * attribute_not_exists in the same transaction as the notification, so a notice with a key
 * (access start of a mission, "ends in 3 days", a BUZZ reminder...) reaches a player at most
 * once however many job runs overlap or retry.
 */
export const noticeOnceSchema = {
  model: { entity: 'noticeOnce', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['key'], template: 'ONCE#${key}', casing: 'none' },
    },
  },
} as const;

export const noticeOnceEntity = () => new Entity(noticeOnceSchema, entityConfig());
