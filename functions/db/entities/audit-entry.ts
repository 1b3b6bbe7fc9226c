import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * D16: every admin attempt, allowed or not.  pk AUDIT#<yyyy-mm-dd> · sk <iso>#<ulid>
 * Append-only: created with attribute_not_exists, never updated.
 */
export const auditEntrySchema = {
  model: { entity: 'auditEntry', version: '1', service: SERVICE },
  attributes: {
    day: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true, readOnly: true },
    action: { type: 'string', required: true, readOnly: true },
    allowed: { type: 'boolean', required: true, readOnly: true },
    reason: { type: 'string' },
  },
  indexes: {
    byDay: {
      pk: { field: 'pk', composite: ['day'], template: 'AUDIT#${day}', casing: 'none' },
      sk: { field: 'sk', composite: ['at', 'id'], template: '${at}#${id}', casing: 'none' },
    },
  },
} as const;

export const auditEntryEntity = () => new Entity(auditEntrySchema, entityConfig());
