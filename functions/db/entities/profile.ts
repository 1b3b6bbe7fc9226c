import { Entity } from 'electrodb';
import { TIERS } from '../../core/plans';
import { PROFILE_STATUSES } from '../../core/api/me';
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
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'PROFILE', casing: 'none' },
    },
  },
} as const;

export const profileEntity = () => new Entity(profileSchema, entityConfig());
