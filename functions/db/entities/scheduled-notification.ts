import { Entity } from 'electrodb';
import { NOTIFICATION_TYPES } from '../../core/notifications';
import { entityConfig, SERVICE } from './common';

/**
 * A notification to deliver later (D21: e.g. the BUZZ reminder 3 h after a press).
 *   pk USER#<userId> · sk SCHED#<ulid>
 *   gsi1 (sparse, only while pending): SCHED#pending / <dueAt ISO>#<ulid>
 * The 5-minute job queries the pending index up to now and claims each item with a conditional
 * update pending → sent in the same transaction that writes the notification, so two
 * overlapping runs deliver it exactly once. Claiming removes the index keys (ElectroDB's index
 * `condition`), so the pending partition holds only what is still due.
 */
export const scheduledNotificationSchema = {
  model: { entity: 'scheduledNotification', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    scheduleId: { type: 'string', required: true, readOnly: true },
    // Not readOnly only so a claim can name it: the sparse index needs it to drop its keys.
    dueAt: { type: 'string', required: true },
    state: { type: ['pending', 'sent', 'skipped'] as const, required: true, default: 'pending' },
    type: { type: NOTIFICATION_TYPES, required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    message: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', readOnly: true },
    /** JSON of the NotificationTopic, so preferences are applied at delivery time. */
    topic: { type: 'string', readOnly: true },
    onceKey: { type: 'string', readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    doneAt: { type: 'string' },
    notificationId: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['scheduleId'], template: 'SCHED#${scheduleId}', casing: 'none' },
    },
    due: {
      index: 'gsi1',
      condition: (attr: Record<string, unknown>) => attr.state === 'pending',
      pk: { field: 'gsi1pk', composite: [], template: 'SCHED#pending', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['dueAt', 'scheduleId'], template: '${dueAt}#${scheduleId}', casing: 'none' },
    },
  },
} as const;

export const scheduledNotificationEntity = () => new Entity(scheduledNotificationSchema, entityConfig());
