import { Entity } from 'electrodb';
import { TIERS } from '../../core/plans';
import { CLUE_TYPES, SHOP_CODES } from '../../core/gameplay';
import { entityConfig, SERVICE } from './common';

/**
 * A clue of a mission's pool.  pk MISSION#<missionId> · sk CLUE#<clueId>
 * `week` and `tier` say when and to whom it is visible (D14); `weekly` clues are the free
 * weekly releases, the others are granted by BUZZ or unlocked with credits.
 */
export const missionClueSchema = {
  model: { entity: 'missionClue', version: '1', service: SERVICE },
  attributes: {
    missionId: { type: 'string', required: true, readOnly: true },
    clueId: { type: 'string', required: true, readOnly: true },
    week: { type: 'number', required: true },
    tier: { type: TIERS, required: true },
    type: { type: CLUE_TYPES, required: true },
    weekly: { type: 'boolean', required: true, default: false },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
  },
  indexes: {
    byMission: {
      pk: { field: 'pk', composite: ['missionId'], template: 'MISSION#${missionId}', casing: 'none' },
      sk: { field: 'sk', composite: ['clueId'], template: 'CLUE#${clueId}', casing: 'none' },
    },
  },
} as const;
export const missionClueEntity = () => new Entity(missionClueSchema, entityConfig());

/**
 * A clue a player holds.  pk USER#<userId> · sk OCLUE#<missionId>#<clueId> (created with
 * attribute_not_exists: a clue is never held twice).
 * gsi1: USER#<userId>#CLUES#<missionId> / <acquiredAt>#<clueId> → "my clues, newest first".
 */
export const ownedClueSchema = {
  model: { entity: 'ownedClue', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    clueId: { type: 'string', required: true, readOnly: true },
    acquiredAt: { type: 'string', required: true, readOnly: true },
    source: { type: ['buzz', 'unlock', 'weekly', 'shop'] as const, required: true, readOnly: true },
    week: { type: 'number', required: true },
    tier: { type: TIERS, required: true },
    type: { type: CLUE_TYPES, required: true },
    title: { type: 'string', required: true },
    text: { type: 'string', required: true },
    costCredits: { type: 'number' },
    costCents: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'clueId'], template: 'OCLUE#${missionId}#${clueId}', casing: 'none' },
    },
    byTime: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'missionId'], template: 'USER#${userId}#CLUES#${missionId}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: ['acquiredAt', 'clueId'], template: '${acquiredAt}#${clueId}', casing: 'none' },
    },
  },
} as const;
export const ownedClueEntity = () => new Entity(ownedClueSchema, entityConfig());

/**
 * A player's state in a mission (spec 02 §4).  pk USER#<userId> · sk MSTATUS#<missionId>
 * Counters change in the same transaction as the item they count.
 */
export const missionStatusSchema = {
  model: { entity: 'missionStatus', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    cluesFound: { type: 'number', required: true, default: 0 },
    /** Shop progress, raw sum; shown capped at 100. */
    progress: { type: 'number', required: true, default: 0 },
    buzzTotal: { type: 'number', required: true, default: 0 },
    mapGenerations: { type: 'number', required: true, default: 0 },
    /** "<week>:<tier>" of the last weekly release given to the player (weekly.ts). */
    weeklyGranted: { type: 'string' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId'], template: 'MSTATUS#${missionId}', casing: 'none' },
    },
  },
} as const;
export const missionStatusEntity = () => new Entity(missionStatusSchema, entityConfig());

/** A shop item bought in a mission (once each).  pk USER#<userId> · sk SHOP#<missionId>#<code> */
export const shopPurchaseSchema = {
  model: { entity: 'shopPurchase', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    code: { type: SHOP_CODES, required: true, readOnly: true },
    cost: { type: 'number', required: true, readOnly: true },
    progressValue: { type: 'number', required: true, readOnly: true },
    purchasedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'code'], template: 'SHOP#${missionId}#${code}', casing: 'none' },
    },
  },
} as const;
export const shopPurchaseEntity = () => new Entity(shopPurchaseSchema, entityConfig());

/** The TRACCIA AGENT diary.  pk USER#<userId> · sk DIARY#<missionId>#<ulid> (time-ordered). */
export const diaryEntrySchema = {
  model: { entity: 'diaryEntry', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    type: { type: ['note', 'purchase'] as const, required: true, readOnly: true },
    content: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'entryId'], template: 'DIARY#${missionId}#${entryId}', casing: 'none' },
    },
  },
} as const;
export const diaryEntryEntity = () => new Entity(diaryEntrySchema, entityConfig());
