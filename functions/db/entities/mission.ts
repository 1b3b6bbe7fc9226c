import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * D2: one mission configuration, the single source of every mission number.
 * pk MISSION#<missionId> · sk CONFIG
 * The prize coordinates and salt are stored here and never leave the server; the public
 * commitment SHA-256(lat|lng|salt) is stored beside them (D15b).
 */
export const missionSchema = {
  model: { entity: 'mission', version: '1', service: SERVICE },
  attributes: {
    missionId: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true },
    title: { type: 'string', required: true },
    startsAt: { type: 'string', required: true },
    durationDays: { type: 'number', required: true, default: 30 },
    totalClues: { type: 'number', required: true, default: 200 },
    winRadiusMeters: { type: 'number', required: true, default: 50 },
    finalShotAttempts: { type: 'number', required: true, default: 5 },
    finalShotCooldownHours: { type: 'number', required: true, default: 12 },
    finalShotFromWeek: { type: 'number', required: true, default: 4 },
    status: { type: ['draft', 'active', 'completed'] as const, required: true, default: 'active' },
    prize: {
      type: 'map',
      required: true,
      properties: {
        name: { type: 'string', required: true },
        description: { type: 'string', required: true },
        images: { type: 'list', items: { type: 'string' } },
        city: { type: 'string' },
        country: { type: 'string' },
        street: { type: 'string' },
        streetNumber: { type: 'string' },
      },
    },
    /** Hidden: never returned by any public route. */
    target: {
      type: 'map',
      required: true,
      properties: {
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        salt: { type: 'string', required: true },
      },
    },
    commitment: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['missionId'], template: 'MISSION#${missionId}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'CONFIG', casing: 'none' },
    },
  },
} as const;

export const missionEntity = () => new Entity(missionSchema, entityConfig());

/**
 * Which mission is current. pk APP · sk ACTIVE_MISSION. One GetItem answers "which mission".
 */
export const activeMissionSchema = {
  model: { entity: 'activeMission', version: '1', service: SERVICE },
  attributes: {
    app: { type: ['APP'] as const, required: true, default: 'APP', readOnly: true },
    missionId: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    pointer: {
      pk: { field: 'pk', composite: ['app'], template: '${app}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'ACTIVE_MISSION', casing: 'none' },
    },
  },
} as const;

export const activeMissionEntity = () => new Entity(activeMissionSchema, entityConfig());
