import { Entity } from 'electrodb';
import { TIERS } from '../../core/plans';
import { PROFILE_STATUSES } from '../../core/api/me';
import { WEEKLY_HINTS } from '../../core/notifications';
import { entityConfig, SERVICE } from './common';

/**
 * A player's profile.  pk USER#<userId> · sk PROFILE
 * Credits live here so a purchase is one conditional update of this item (D11).
 * `version` guards read-modify-write edits.
 */
export const profileSchema = {
  model: { entity: 'profile', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    fullName: { type: 'string', required: true },
    agentName: { type: 'string', required: true },
    agentCode: { type: 'string', required: true, readOnly: true },
    referralCode: { type: 'string', required: true, readOnly: true },
    tier: { type: TIERS, required: true, default: 'base' },
    credits: { type: 'number', required: true, default: 0 },
    status: { type: PROFILE_STATUSES, required: true, default: 'registered_pending' },
    avatarUrl: { type: 'string' },
    planChosenAt: { type: 'string' },
    /** D15a: monthly spending cap on paid actions, in cents; absent = no cap. */
    monthlyCapCents: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    // Notification preferences (spec 03 §3); absent = the defaults of core/notifications.
    notificationsEnabled: { type: 'boolean' },
    weeklyHints: { type: WEEKLY_HINTS },
    preferredRewards: { type: 'list', items: { type: 'string' } },
    /** Derived from userId at creation: spreads the player directory over PLAYER_SHARDS partitions. */
    playerShard: {
      type: 'string', readOnly: true, watch: ['userId'],
      set: (_v?: string, item?: any) => playerShardOf(String(item?.userId ?? '')),
    },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
    },
    /**
     * The player directory: gsi1 PLAYERS#<shard> / <userId>, for jobs that reach every player
     * (access-start notices of a tier, end-of-mission notices, admin broadcasts) without a Scan.
     * Sharded because every profile write (credits!) is also a write to this index partition.
     */
    players: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['playerShard'], template: 'PLAYERS#${playerShard}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['userId'], template: '${userId}', casing: 'none' },
    },
  },
} as const;

export const PLAYER_SHARDS = 16;
/** Stable shard of a user id (FNV-1a), two digits: '00'..'15'. */
export const playerShardOf = (userId: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) h = Math.imul(h ^ userId.charCodeAt(i), 0x01000193) >>> 0;
  return String(h % PLAYER_SHARDS).padStart(2, '0');
};
export const ALL_PLAYER_SHARDS = Array.from({ length: PLAYER_SHARDS }, (_, i) => String(i).padStart(2, '0'));

export const profileEntity = () => new Entity(profileSchema, entityConfig());
