import type { EntityItem } from 'electrodb';
import {
  DEFAULT_PREFERENCES, REWARD_CATEGORIES, type NotificationPreferences, type RewardCategory,
} from '../../core/notifications';
import type { UpdatePreferencesBody } from '../../core/api/notifications';
import { profileEntity } from '../../db/entities/profile';
import { loadProfile } from '../me/me';

type Profile = EntityItem<ReturnType<typeof profileEntity>>;

/** A profile's preferences, with the defaults of spec 03 §3 for what was never set. */
export const preferencesOf = (p: Partial<Pick<Profile, 'notificationsEnabled' | 'weeklyHints' | 'preferredRewards'>>): NotificationPreferences => ({
  notificationsEnabled: p.notificationsEnabled ?? DEFAULT_PREFERENCES.notificationsEnabled,
  weeklyHints: p.weeklyHints ?? DEFAULT_PREFERENCES.weeklyHints,
  preferredRewards: p.preferredRewards
    ? REWARD_CATEGORIES.filter((c) => (p.preferredRewards as string[]).includes(c))
    : [...DEFAULT_PREFERENCES.preferredRewards],
});

export const getPreferences = async (userId: string): Promise<NotificationPreferences> =>
  preferencesOf(await loadProfile(userId));

/** PATCH semantics: only the fields sent change; the reward list is stored de-duplicated, in catalogue order. */
export const updatePreferences = async (
  userId: string, body: UpdatePreferencesBody, now = new Date(),
): Promise<NotificationPreferences> => {
  await loadProfile(userId);
  const set: { notificationsEnabled?: boolean; weeklyHints?: NotificationPreferences['weeklyHints']; preferredRewards?: RewardCategory[]; updatedAt: string } = {
    updatedAt: now.toISOString(),
  };
  if (body.notificationsEnabled !== undefined) set.notificationsEnabled = body.notificationsEnabled;
  if (body.weeklyHints !== undefined) set.weeklyHints = body.weeklyHints;
  if (body.preferredRewards !== undefined) set.preferredRewards = REWARD_CATEGORIES.filter((c) => body.preferredRewards!.includes(c));
  const out = await profileEntity().patch({ userId }).set(set).go({ response: 'all_new' });
  return preferencesOf(out.data as Profile);
};
