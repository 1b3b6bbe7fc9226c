import middy from '@middy/core';
import type { DynamoDBStreamEvent, DynamoDBBatchResponse } from 'aws-lambda';
import { logger } from '../lib/logger';

/**
 * The table's stream consumer. It will fan out new notifications, BUZZ MAPPA areas and winners
 * to open WebSocket connections (notifications issue). Today it only counts what it sees.
 */
export const handleStream = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const inserts = event.Records.filter((r) => r.eventName === 'INSERT').length;
  logger.debug('stream batch', { records: event.Records.length, inserts });
  return { batchItemFailures: [] };
};

export const handler = middy<DynamoDBStreamEvent, DynamoDBBatchResponse>().handler(handleStream);
