import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * An open WebSocket connection.  pk USER#<userId> · sk CONN#<connectionId>
 * gsi1: CONN#<connectionId> / CONN, to find the owner at $disconnect.
 * Expires by TTL (expiresAt, epoch seconds) in case $disconnect never arrives.
 */
export const connectionSchema = {
  model: { entity: 'connection', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    connectionId: { type: 'string', required: true, readOnly: true },
    connectedAt: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
      sk: { field: 'sk', composite: ['connectionId'], template: 'CONN#${connectionId}', casing: 'none' },
    },
    byConnection: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['connectionId'], template: 'CONN#${connectionId}', casing: 'none' },
      sk: { field: 'gsi1sk', composite: [], template: 'CONN', casing: 'none' },
    },
  },
} as const;

export const connectionEntity = () => new Entity(connectionSchema, entityConfig());
