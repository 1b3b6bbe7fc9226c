import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * A job step done once: pk JOB#<key> · sk DONE. The countdown writes it after every player of a
 * step (e.g. "access start of Gold for mission demo") has been notified, so later hourly runs
 * skip the walk; players already reached are protected by their own notice-once item anyway.
 */
export const jobMarkerSchema = {
  model: { entity: 'jobMarker', version: '1', service: SERVICE },
  attributes: {
    key: { type: 'string', required: true, readOnly: true },
    doneAt: { type: 'string', required: true },
    count: { type: 'number' },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['key'], template: 'JOB#${key}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'DONE', casing: 'none' },
    },
  },
} as const;

export const jobMarkerEntity = () => new Entity(jobMarkerSchema, entityConfig());
