import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * BUZZ presses started on one UTC day (D9).  pk USER#<userId> · sk BUZZDAY#<missionId>#<yyyy-mm-dd>
 * The count rises with a condition (< 50) before the charge, so parallel presses get distinct
 * press numbers and prices and can never pass the daily limit; a press whose payment fails or
 * is refunded gives its number back.
 */
export const buzzDaySchema = {
  model: { entity: 'buzzDay', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'day'], template: 'BUZZDAY#${missionId}#${day}', casing: 'none' },
    },
  },
} as const;
export const buzzDayEntity = () => new Entity(buzzDaySchema, entityConfig());

/**
 * The abuse window (D9: 5 presses in 30 s).  pk USER#<userId> · sk ABUSE#buzz
 * Times of the recent presses, replaced with an optimistic `version` check: a press that loses
 * the race is refused, never let through.
 */
export const abuseWindowSchema = {
  model: { entity: 'abuseWindow', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    presses: { type: 'list', items: { type: 'number' }, required: true },
    version: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'ABUSE#buzz', casing: 'none' },
    },
  },
} as const;
export const abuseWindowEntity = () => new Entity(abuseWindowSchema, entityConfig());

/** The BUZZ action log (spec 02 §3).  pk USER#<userId> · sk BUZZLOG#<missionId>#<paymentId> */
export const buzzActionSchema = {
  model: { entity: 'buzzAction', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    pressNumber: { type: 'number', required: true, readOnly: true },
    costCents: { type: 'number', required: true, readOnly: true },
    clueId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'paymentId'], template: 'BUZZLOG#${missionId}#${paymentId}', casing: 'none' },
    },
  },
} as const;
export const buzzActionEntity = () => new Entity(buzzActionSchema, entityConfig());
