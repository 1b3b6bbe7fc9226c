import * as z from 'zod';
import { IsoDate } from './common';
import {
  BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX, NOTIFICATION_TYPES, PAGE_FILTERS, REWARD_CATEGORIES, WEEKLY_HINTS,
} from '../notifications';

const BROADCAST_REQUIRED = 'Inserisci titolo e messaggio.';

export const NotificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** One notification as the API and the WebSocket send it (spec 01 §3 user_notifications). */
export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  read: z.boolean(),
  createdAt: IsoDate,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const UnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type Unread = z.infer<typeof UnreadSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;
export const ListNotificationsQuerySchema = z
  .object({
    filter: z.enum(PAGE_FILTERS).default('all'),
    limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
    cursor: z.string().min(1).max(512).optional(),
  })
  .strict();
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int().nonnegative(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const MarkReadResultSchema = z.object({ notification: NotificationSchema, unread: z.number().int().nonnegative() });
export const ReadAllResultSchema = z.object({ updated: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });

/** Preferences of spec 03 §3 (settings, notifications section). */
export const PreferencesSchema = z.object({
  notificationsEnabled: z.boolean(),
  weeklyHints: z.enum(WEEKLY_HINTS),
  preferredRewards: z.array(z.enum(REWARD_CATEGORIES)),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const UpdatePreferencesBodySchema = z
  .object({
    notificationsEnabled: z.boolean().optional(),
    weeklyHints: z.enum(WEEKLY_HINTS).optional(),
    preferredRewards: z.array(z.enum(REWARD_CATEGORIES)).max(REWARD_CATEGORIES.length).optional(),
  })
  .strict();
export type UpdatePreferencesBody = z.infer<typeof UpdatePreferencesBodySchema>;

/** A browser PushSubscription as `subscription.toJSON()` gives it (spec 03 §7 device_tokens). */
export const PushSubscriptionBodySchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).max(2048),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(16).max(256), auth: z.string().min(8).max(64) }).strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: z.url().max(2048) }).strict();
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

export const PushPublicKeySchema = z.object({ publicKey: z.string().min(1) });

/** Admin push sender (spec 03 §5): title ≤ 50, message ≤ 200, both required. */
export const BroadcastBodySchema = z
  .object({
    title: z.string({ error: BROADCAST_REQUIRED }).trim().min(1, { error: BROADCAST_REQUIRED })
      .max(BROADCAST_TITLE_MAX, { error: `Il titolo può contenere al massimo ${BROADCAST_TITLE_MAX} caratteri` }),
    message: z.string({ error: BROADCAST_REQUIRED }).trim().min(1, { error: BROADCAST_REQUIRED })
      .max(BROADCAST_MESSAGE_MAX, { error: `Il messaggio può contenere al massimo ${BROADCAST_MESSAGE_MAX} caratteri` }),
    url: z.string().regex(/^\/[^/]/).max(200).optional(),
  })
  .strict();
export type BroadcastBody = z.infer<typeof BroadcastBodySchema>;

export const BroadcastResultSchema = z.object({ id: z.string(), batches: z.number().int().positive() });
