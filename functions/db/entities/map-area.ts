import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * A BUZZ MAPPA search area (D10).  pk USER#<userId> · sk AREA#<missionId>#<generation, 4 digits>
 * Created once per generation (attribute_not_exists), so a generation number is never reused.
 * The prize lies inside every area; the prize position itself is stored only on the mission.
 */
export const mapAreaSchema = {
  model: { entity: 'mapArea', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    missionId: { type: 'string', required: true, readOnly: true },
    generation: { type: 'string', required: true, readOnly: true },
    lat: { type: 'number', required: true, readOnly: true },
    lng: { type: 'number', required: true, readOnly: true },
    radiusKm: { type: 'number', required: true, readOnly: true },
    week: { type: 'number', required: true, readOnly: true },
    paymentId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['missionId', 'generation'], template: 'AREA#${missionId}#${generation}', casing: 'none' },
    },
  },
} as const;
export const mapAreaEntity = () => new Entity(mapAreaSchema, entityConfig());
export const generationKey = (n: number) => String(n).padStart(4, '0');
