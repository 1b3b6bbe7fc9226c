import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../client';

/** ElectroDB configuration shared by every entity: the one table and its client. */
export const entityConfig = (): { client: DynamoDBDocumentClient; table: string } => ({
  client: documentClient(),
  table: tableName(),
});

export const SERVICE = 'traccia';
export const nowIso = (): string => new Date().toISOString();
