/**
 * Notification vocabulary shared by the server and the web app: the types of spec 01 §3, how
 * the page, the drawer and the grouped list sort them, and the preference values of spec 03 §3.
 */
export const NOTIFICATION_TYPES = [
  'leaderboard_update', 'buzz', 'map_buzz', 'weekly_summary', 'generic', 'rewards',
  'mission_alert', 'alert', 'critical', 'general',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Drawer tabs (spec 01 §2): all, leaderboard, buzz, map, weekly, generic. */
export const DRAWER_TABS = ['all', 'leaderboard', 'buzz', 'map', 'weekly', 'generic'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

export const drawerTabOf = (type: NotificationType): Exclude<DrawerTab, 'all'> => TYPE_PLACE[type].tab;

/** Page filters (spec 01 §2): Generali = all, Buzz = unread only, Classifica = alert or critical. */
export const PAGE_FILTERS = ['all', 'unread', 'alerts'] as const;
export type PageFilter = (typeof PAGE_FILTERS)[number];
export const ALERT_TYPES: readonly NotificationType[] = ['alert', 'critical'];

/** The collapsible groups of the notifications page, in display order. */
export const CATEGORY_ORDER = ['critical', 'mission', 'buzz', 'map', 'weekly', 'leaderboard', 'rewards', 'general'] as const;
export type NotificationCategory = (typeof CATEGORY_ORDER)[number];

/** Where each type lands: its drawer tab and its page group (one table, every type listed). */
const TYPE_PLACE: Record<NotificationType, { tab: Exclude<DrawerTab, 'all'>; category: NotificationCategory }> = {
  leaderboard_update: { tab: 'leaderboard', category: 'leaderboard' },
  buzz: { tab: 'buzz', category: 'buzz' },
  map_buzz: { tab: 'map', category: 'map' },
  weekly_summary: { tab: 'weekly', category: 'weekly' },
  generic: { tab: 'generic', category: 'general' },
  rewards: { tab: 'generic', category: 'rewards' },
  mission_alert: { tab: 'generic', category: 'mission' },
  alert: { tab: 'generic', category: 'critical' },
  critical: { tab: 'generic', category: 'critical' },
  general: { tab: 'generic', category: 'general' },
};

export const categoryOf = (type: NotificationType): NotificationCategory => TYPE_PLACE[type].category;

/** Spec 03 §3 preference values. */
export const WEEKLY_HINTS = ['all', 'only-premium', 'none'] as const;
export type WeeklyHints = (typeof WEEKLY_HINTS)[number];
export const REWARD_CATEGORIES = ['luxury', 'tech', 'viaggi', 'food', 'sport', 'cultura'] as const;
export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

export interface NotificationPreferences {
  notificationsEnabled: boolean;
  weeklyHints: WeeklyHints;
  preferredRewards: RewardCategory[];
}

/** Spec 03 §3 defaults: enabled, all weekly hints; every reward category until the player narrows it. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  notificationsEnabled: true,
  weeklyHints: 'all',
  preferredRewards: [...REWARD_CATEGORIES],
};

/**
 * What a notice is about, so preferences can be applied by every sender the same way:
 * a weekly hint (premium or not) or a reward of a category. Anything else is `undefined`.
 */
export type NotificationTopic =
  | { kind: 'weekly-hint'; premium: boolean }
  | { kind: 'reward'; category: RewardCategory };

/** True when a player with these preferences wants this notice (spec 03 §3). */
export const wantsNotification = (prefs: NotificationPreferences, topic?: NotificationTopic): boolean => {
  if (!prefs.notificationsEnabled) return false;
  if (!topic) return true;
  if (topic.kind === 'weekly-hint') {
    if (prefs.weeklyHints === 'none') return false;
    if (prefs.weeklyHints === 'only-premium') return topic.premium;
    return true;
  }
  return prefs.preferredRewards.includes(topic.category);
};

/** Admin push sender limits (spec 03 §5, §9). */
export const BROADCAST_TITLE_MAX = 50;
export const BROADCAST_MESSAGE_MAX = 200;

/** Live messages on the WebSocket (server → browser). */
export const LIVE_NOTIFICATION = 'notification';
export const LIVE_CHANGED = 'notifications-changed';

/** Client timings (spec 01 §9, D21): toast 5 s, island 5 s, fallback poll 60 s only while down. */
export const NEW_NOTIFICATION_TOAST_MS = 5000;
export const ISLAND_HIDE_MS = 5000;
export const FALLBACK_POLL_MS = 60_000;
export const SWIPE_CLOSE_PX = 64;
