import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './common';

/**
 * Uniqueness of agent and referral codes: one item per code, created in the same transaction
 * as the profile, so two users can never hold the same code.
 * pk CODE#<kind>#<code> · sk CLAIM
 */
export const codeClaimSchema = {
  model: { entity: 'codeClaim', version: '1', service: SERVICE },
  attributes: {
    kind: { type: ['agent', 'referral'] as const, required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['kind', 'code'], template: 'CODE#${kind}#${code}', casing: 'none' },
      sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
    },
  },
} as const;

export const codeClaimEntity = () => new Entity(codeClaimSchema, entityConfig());
